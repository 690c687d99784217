import { acceptLanguageTags, isLocale, pickLocale } from './locales';

describe('locales', () => {
  it('picks the first supported language among the preferences', () => {
    expect(pickLocale(['fr-FR', 'bn-BD', 'en'])).toBe('bn');
    expect(pickLocale(['en-GB', 'bn'])).toBe('en');
    expect(pickLocale(['BN_in'])).toBe('bn');
  });

  it('falls back to English when nothing is supported or nothing is given', () => {
    expect(pickLocale(['fr', 'de'])).toBe('en');
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });

  it('reads an Accept-Language header by quality, then order', () => {
    expect(acceptLanguageTags('en;q=0.5, bn-BD, fr;q=0.8')).toEqual(['bn-BD', 'fr', 'en']);
    expect(acceptLanguageTags('bn;q=0, en')).toEqual(['en']);
    expect(pickLocale(acceptLanguageTags('fr, bn;q=0.9, en;q=0.8'))).toBe('bn');
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('knows only its languages', () => {
    expect(isLocale('bn')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
