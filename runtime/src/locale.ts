import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@forkful/domain';

/**
 * The language the page is shown in. The shell owns it (the header's Language switch, the browser's memory, the
 * server's choice for the request) and provides it here; every app reads it and shows its own messages in it. Shared
 * through `@forkful/runtime`, so one context serves every remote. English outside the shell (tests, standalone) and
 * on a shell from before languages.
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language (`en`, `bn`). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
