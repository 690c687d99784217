import { cookieValue, requestLocale } from './requests';

describe('the language of a request', () => {
  it("takes the cook's choice from the lang cookie, whatever the browser prefers", () => {
    expect(requestLocale({ cookie: 'forkful_bucket=3; lang=bn', 'accept-language': 'en-US,en;q=0.9' })).toBe('bn');
    expect(requestLocale({ cookie: 'lang=en', 'accept-language': 'bn-BD,bn;q=0.9' })).toBe('en');
  });

  it("else the browser's preferences (Accept-Language, by q), else English", () => {
    expect(requestLocale({ 'accept-language': 'fr-FR,bn-BD;q=0.8,en;q=0.5' })).toBe('bn');
    expect(requestLocale({ 'accept-language': 'en;q=0.4,bn-IN;q=0.9' })).toBe('bn');
    expect(requestLocale({ 'accept-language': 'fr, de' })).toBe('en');
    expect(requestLocale({})).toBe('en');
  });

  it('ignores a lang cookie that is not one of the languages', () => {
    expect(requestLocale({ cookie: 'lang=fr', 'accept-language': 'bn' })).toBe('bn');
    expect(requestLocale({ cookie: 'lang=<script>' })).toBe('en');
  });

  it('reads the first cookie of a name, across joined headers', () => {
    expect(cookieValue(['a=1', 'lang=bn; lang=en'], 'lang')).toBe('bn');
    expect(cookieValue('xlang=bn', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
  });
});
