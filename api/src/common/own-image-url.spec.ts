import { absoluteImageUrl, storedImagePath } from './own-image-url';

describe('own image URLs: stored as paths, sent absolute', () => {
  const api = 'http://localhost:4000';

  it('sends a path of ours absolute with the current public URL, and any other URL as it is', () => {
    expect(absoluteImageUrl('/images/recipes/dal.svg', api)).toBe('http://localhost:4000/images/recipes/dal.svg');
    expect(absoluteImageUrl('/images/avatars/mei.svg', 'https://api.forkful.app')).toBe('https://api.forkful.app/images/avatars/mei.svg');
    expect(absoluteImageUrl('https://cdn.example.com/x.jpg', api)).toBe('https://cdn.example.com/x.jpg');
  });

  it('stores a URL of ours at the current public URL as its path', () => {
    expect(storedImagePath('http://localhost:4000/images/recipes/dal.svg', api)).toBe('/images/recipes/dal.svg');
    expect(storedImagePath('https://forkful.example/api/images/0123456789abcdef01234567', 'https://forkful.example/api')).toBe('/images/0123456789abcdef01234567');
  });

  it('stores a URL of ours an earlier start wrote (a local host on another port, or this host on another port) as its path', () => {
    for (const earlier of ['http://localhost:4123', 'http://127.0.0.1:4000', 'https://localhost', 'http://[::1]:4001', 'http://0.0.0.0:4000']) {
      expect(storedImagePath(`${earlier}/images/avatars/ayesha.svg`, api)).toBe('/images/avatars/ayesha.svg');
    }
    expect(storedImagePath('http://api.forkful.app:8443/images/0123456789abcdef01234567', 'https://api.forkful.app')).toBe('/images/0123456789abcdef01234567');
    expect(storedImagePath('http://localhost:4123/images/0123456789abcdef01234567?w=640', api)).toBe('/images/0123456789abcdef01234567?w=640');
  });

  it("keeps everything else as it is: other sites' /images/, other paths, other schemes, credentials, no URL", () => {
    for (const image of [
      'https://cdn.example.com/images/x.jpg',
      'https://cdn.example.com:8443/images/0123456789abcdef01234567',
      'http://localhost:4123/pictures/x.jpg',
      'http://localhost:4123/images/../x.jpg',
      'ftp://localhost/images/x.jpg',
      'http://user:secret@localhost:4000/images/x.jpg',
      'not a url',
      '/images/recipes/dal.svg',
      '',
    ]) {
      expect(storedImagePath(image, api)).toBe(image);
    }
  });
});
