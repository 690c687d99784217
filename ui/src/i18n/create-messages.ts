import { use } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@forkful/domain';
import { useLocale } from '@forkful/runtime';

/** Values for a message's ICU arguments (`{count, plural, ...}`, `{name}`); numbers and dates format in the language. */
export type MessageValues = Readonly<Record<string, string | number | Date | null | undefined>>;

/** One app's messages in one language: the same keys as its English ones, each an ICU MessageFormat string. */
export type Translations<M> = { readonly [K in keyof M]: string };

/** How an app loads its messages in the other languages: its own chunk per language, fetched only when shown. */
export type MessageLoaders<M> = { readonly [L in Exclude<Locale, 'en'>]: () => Promise<{ default: Translations<M> }> };

/** Gives the message of `key` in the page's language, with `values` filled in. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

interface Tracked<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
}

/**
 * One app's messages (the shell's, a remote's, the UI kit's): English bundled with the app, every other language loaded
 * on demand from the app's own chunk, so a remote's new strings ship with its own deploy. `useT()` reads the page's
 * language from the shell (`useLocale`) and suspends while that language's messages load (React `use`): a switch made
 * in a transition keeps the old text until the new is ready, and a server render waits for it. A language whose chunk
 * fails to load shows English rather than nothing.
 */
export function createMessages<M extends Record<string, string>>(en: M, loaders: MessageLoaders<M>) {
  type Key = Extract<keyof M, string>;
  const loads = new Map<Locale, Tracked<Translations<M>>>();
  const formats = new Map<string, IntlMessageFormat>();

  function load(locale: Locale): Tracked<Translations<M>> {
    let tracked = loads.get(locale);
    if (!tracked) {
      const loader = locale === DEFAULT_LOCALE ? undefined : loaders[locale as Exclude<Locale, 'en'>];
      const pending: Tracked<Translations<M>> = loader
        ? loader().then((module: { default: Translations<M> }) => module.default, () => en)
        : Promise.resolve(en);
      // React's `use` reads a settled promise's value at once when it carries its status (no suspension).
      pending.status = 'pending';
      pending.then((value) => {
        pending.status = 'fulfilled';
        pending.value = value;
      });
      tracked = pending;
      loads.set(locale, tracked);
    }
    return tracked;
  }
  // English never waits.
  const english: Tracked<Translations<M>> = Promise.resolve(en);
  english.status = 'fulfilled';
  english.value = en;
  loads.set(DEFAULT_LOCALE, english);
  // On a server (a remote's server container, the shell's server bundle) every language starts loading as the module
  // loads: the bundle holds them all, so a render finds them settled and never suspends for words. (A render that did
  // suspend in a remote's page for them came back with the default language in that page's components.)
  if (typeof window === 'undefined') for (const locale of LOCALES) if (locale !== DEFAULT_LOCALE) void load(locale);

  function translator(locale: Locale, messages: Translations<M>): Translate<Key> {
    return (key, values) => {
      const translated = messages === en ? undefined : messages[key];
      const source = translated ?? en[key] ?? key;
      if (!values && !source.includes('{') && !source.includes("'")) return source;
      // English text (a language that failed to load) keeps English numbers.
      const language = translated === undefined ? DEFAULT_LOCALE : locale;
      const id = `${language}\u0000${key}`;
      let format = formats.get(id);
      if (!format || (format as unknown as { source?: string }).source !== source) {
        format = new IntlMessageFormat(source, language);
        (format as unknown as { source?: string }).source = source;
        formats.set(id, format);
      }
      return String(format.format(values as Record<string, string | number | Date>));
    };
  }
  const translators = new Map<Locale, Translate<Key>>();
  function translatorFor(locale: Locale, messages: Translations<M>): Translate<Key> {
    let t = translators.get(locale);
    if (!t || loads.get(locale)?.value !== messages) {
      t = translator(locale, messages);
      translators.set(locale, t);
    }
    return t;
  }

  return {
    /** The English messages, as the spec spells them (tests read them). */
    en,
    /** The translate function for the page's language; suspends while that language loads. */
    useT(): Translate<Key> {
      const locale = useLocale();
      const tracked = load(locale);
      const messages = tracked.status === 'fulfilled' ? (tracked.value as Translations<M>) : use(tracked as Promise<Translations<M>>);
      return translatorFor(locale, messages);
    },
    /** Starts loading a language's messages (the shell before hydrating; a remote's module as it loads). */
    preload(locale: Locale): Promise<void> {
      return load(locale).then(() => undefined);
    },
    /** Loads the messages of the language the document says it is in (`<html lang>`, set by the shell). */
    preloadDocumentLanguage(): Promise<void> {
      const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
      return isLocale(lang) ? load(lang).then(() => undefined) : Promise.resolve();
    },
    /** The translate function for a language, outside React (the messages must have been loaded, else English). */
    translate(locale: Locale): Translate<Key> {
      const tracked = load(locale);
      return translatorFor(locale, tracked.status === 'fulfilled' ? (tracked.value as Translations<M>) : en);
    },
  };
}

export type AppMessages<M extends Record<string, string>> = ReturnType<typeof createMessages<M>>;
