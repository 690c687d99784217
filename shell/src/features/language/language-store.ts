import { createStore } from 'zustand';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, pickLocale, type Locale } from '@forkful/domain';
import { uiMessages } from '@forkful/ui';
import { appMessages } from '../../i18n';
import { addBengaliFont } from './bengali-font';

/** A year: the server renders the next pages in the chosen language as long as the browser remembers it. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The language the cook chose on this browser, or undefined when they never did (or storage is unavailable). */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Locale | undefined {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language the document says it is in (`<html lang>`, which the shell's server writes), if it is one of ours. */
export function documentLocale(): Locale | undefined {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : undefined;
}

/** The remembered choice, else the browser's preferences (a first visit), else English. */
export function initialLocale(): Locale {
  return readStoredLocale() ?? pickLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** Remembers the choice: for the browser (localStorage) and for the server, which renders the next page in it (cookie). */
function remember(locale: Locale): void {
  try {
    safeLocalStorage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or a full quota: the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * The document in `locale`: `<html lang>` (screen readers, hyphenation, and the remotes' modules, which start loading
 * their messages in it as they load), the Bengali font for Bangla.
 */
export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  if (locale === 'bn') addBengaliFont();
}

/** The shell's own and the UI kit's messages in `locale` (the remotes load theirs with their modules). */
export function preloadMessages(locale: Locale): Promise<void> {
  return Promise.all([appMessages.preload(locale), uiMessages.preload(locale)]).then(() => undefined);
}

export interface LanguageState {
  /** The language chosen for the page; the app shows it once its messages are in (CurrentLanguage, a transition). */
  locale: Locale;
  /** The cook's choice: remembered, applied to the document, and shown. */
  setLanguage: (locale: Locale) => void;
}

/**
 * The page's language, which the shell owns. Starts English, as a test or the server would render; the browser's
 * start (`startLanguage`) sets the real one before the first render.
 */
export const languageStore = createStore<LanguageState>((set) => ({
  locale: DEFAULT_LOCALE,
  setLanguage: (locale) => {
    if (!isLocale(locale)) return;
    remember(locale);
    applyDocumentLanguage(locale);
    void preloadMessages(locale);
    set({ locale });
  },
}));

/**
 * The language the page starts in: the server's (`serverLocale`, when hydrating its HTML: the first render must be
 * the server's), else the remembered or preferred one. Applied to the document; its messages are loading when this
 * returns (await `preloadMessages` before rendering).
 */
export function startLanguage(serverLocale?: Locale): Locale {
  const locale = serverLocale ?? initialLocale();
  languageStore.setState({ locale });
  applyDocumentLanguage(locale);
  return locale;
}

/**
 * After hydrating a page the server rendered in another language than the one this browser remembers (its cookie was
 * gone, say): switch to the remembered one.
 */
export function followRememberedLanguage(): void {
  const remembered = readStoredLocale();
  if (remembered && remembered !== languageStore.getState().locale) languageStore.getState().setLanguage(remembered);
}
