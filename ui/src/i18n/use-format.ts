import { useMemo } from 'react';
import type { Locale } from '@forkful/domain';
import { useLocale } from '@forkful/runtime';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(id);
  if (!format) numberFormats.set(id, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: Locale, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}${JSON.stringify(options ?? {})}`;
  let format = dateFormats.get(id);
  if (!format) dateFormats.set(id, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** Numbers and dates in a language through `Intl` (Bangla digits in Bangla), for code outside React. */
export function formattersFor(locale: Locale) {
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
    date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      dateFormat(locale, options).format(value instanceof Date ? value : new Date(value)),
    /** Digits in a text (a scaled quantity "1 1/2") written in the language's numerals. */
    digits: (text: string) => (locale === 'en' ? text : text.replace(/[0-9]/g, (d) => numberFormat(locale).format(Number(d)))),
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

/** Numbers, dates and digits in the page's language. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
