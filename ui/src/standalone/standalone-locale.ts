import { DEFAULT_LOCALE, isLocale, type Locale } from '@forkful/domain';

/**
 * A remote's standalone page's language: `?lang=bn` shows it in Bangla (in the product the shell decides it), set on
 * `<html lang>` as the shell would.
 */
export function standaloneLocale(): Locale {
  const lang = new URLSearchParams(window.location.search).get('lang');
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  document.documentElement.lang = locale;
  return locale;
}
