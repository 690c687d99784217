import { configureApi, http } from '@forkful/contracts';
import { resolveImageUrl } from './get-top-recipes';

describe('resolveImageUrl', () => {
  const originalBase = http.defaults.baseURL;
  afterEach(() => {
    http.defaults.baseURL = originalBase;
  });

  it('keeps absolute and protocol-relative URLs as they are', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(resolveImageUrl('//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
  });

  it("resolves a path against the API's origin, not the page's", () => {
    configureApi({ baseURL: 'http://api.forkful.test:4000/' });
    expect(resolveImageUrl('/images/recipes/biryani.svg')).toBe('http://api.forkful.test:4000/images/recipes/biryani.svg');
  });

  it('gives null for a missing or blank image, so the card shows No Image', () => {
    expect(resolveImageUrl('')).toBeNull();
    expect(resolveImageUrl('   ')).toBeNull();
    expect(resolveImageUrl(undefined)).toBeNull();
  });
});
