import { LOCALE_STORAGE_KEY } from '@forkful/domain';
import { followRememberedLanguage, initialLocale, languageStore, readStoredLocale, startLanguage } from './language-store';

function prefer(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

function clearCookie() {
  document.cookie = 'lang=; Path=/; Max-Age=0';
}

describe('the language store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookie();
    document.documentElement.lang = 'en';
    document.getElementById('forkful-bengali-font')?.remove();
    languageStore.setState({ locale: 'en' });
  });
  afterEach(() => jest.restoreAllMocks());

  it("starts a first visit in the browser's preferred language", () => {
    prefer(['bn-BD', 'en-US']);
    expect(startLanguage()).toBe('bn');
    expect(languageStore.getState().locale).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    // Nothing is remembered until the cook chooses.
    expect(readStoredLocale()).toBeUndefined();
    expect(document.cookie).not.toContain('lang=');
  });

  it('starts in English when the browser prefers no language Forkful has', () => {
    prefer(['fr-FR', 'de']);
    expect(initialLocale()).toBe('en');
  });

  it('starts in the remembered choice over the browser preference', () => {
    prefer(['en-US']);
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    expect(startLanguage()).toBe('bn');
  });

  it("starts in the server's language when hydrating its page, whatever is remembered", () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    expect(startLanguage('en')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('remembers a choice in localStorage and in the lang cookie for the server, and sets <html lang>', () => {
    languageStore.getState().setLanguage('bn');
    expect(languageStore.getState().locale).toBe('bn');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('bn');
    expect(document.cookie).toContain('lang=bn');
    expect(document.documentElement.lang).toBe('bn');
    languageStore.getState().setLanguage('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores anything but a language', () => {
    languageStore.getState().setLanguage('fr' as never);
    expect(languageStore.getState().locale).toBe('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('follows the remembered choice after hydrating a page the server rendered in another language', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    startLanguage('en');
    followRememberedLanguage();
    expect(languageStore.getState().locale).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
  });
});
