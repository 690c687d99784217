/**
 * The languages Forkful is written in. English is the default and every spec string is English; Bangla (`bn`) is the
 * second. The shell owns which one is shown (runtime's `LocaleContext`); each app owns its messages in each language.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, as the header's Language switch shows it (never translated). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', bn: 'বাংলা' };

/** Where the browser remembers the cook's choice (`localStorage`), and the cookie that tells the shell's server. */
export const LOCALE_STORAGE_KEY = 'lang';
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported language among a browser's preferences (`navigator.languages`, or an Accept-Language header's
 * tags in order): `bn-BD` and `bn-IN` are Bangla. English when none is supported. At most 20 tags are looked at.
 */
export function pickLocale(preferences: readonly string[] | undefined): Locale {
  for (const tag of (preferences ?? []).slice(0, 20)) {
    const base = String(tag).trim().toLowerCase().split(/[-_;]/, 1)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags, most preferred first (q values honoured; bounded to 512 characters). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
