import { configureApi, http } from '@forkful/runtime';
import { resolveImageUrl } from './image-url';

describe('resolveImageUrl', () => {
  const originalBase = http.defaults.baseURL;
  afterEach(() => {
    http.defaults.baseURL = originalBase;
  });

  it('keeps absolute, protocol-relative, data and blob URLs as they are', () => {
    for (const url of ['https://cdn.example.com/a.jpg', 'HTTP://cdn.example.com/a.jpg', '//cdn.example.com/a.jpg', 'data:image/png;base64,AAAA', 'blob:x']) {
      expect(resolveImageUrl(url)).toBe(url);
    }
  });

  it("resolves a path against the API's origin, not the page's, with or without a leading slash", () => {
    configureApi({ baseURL: 'http://api.forkful.test:4000/' });
    expect(resolveImageUrl('/images/recipes/biryani.svg')).toBe('http://api.forkful.test:4000/images/recipes/biryani.svg');
    expect(resolveImageUrl(' images/pasta.jpg ')).toBe('http://api.forkful.test:4000/images/pasta.jpg');
  });

  it('gives null for a missing or blank image, so the card shows its placeholder', () => {
    expect(resolveImageUrl('')).toBeNull();
    expect(resolveImageUrl('   ')).toBeNull();
    expect(resolveImageUrl(undefined)).toBeNull();
    expect(resolveImageUrl(null)).toBeNull();
  });
});
