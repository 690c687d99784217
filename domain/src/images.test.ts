import { IMAGE_WIDTHS, uploadedImageIdOf, uploadedImageSrcSet } from './images';

const ID = '6b04c2ea1d0a85f39970499d';

describe('uploadedImageIdOf', () => {
  it.each([
    [`http://localhost:4000/images/${ID}`, ID],
    [`https://api.forkful.app/images/${ID.toUpperCase()}`, ID],
  ])('finds the id in %s', (url, id) => {
    expect(uploadedImageIdOf(url)).toBe(id);
  });

  it.each([
    ['a sample picture', 'http://localhost:4000/images/pasta.webp'],
    ['a size of the image', `http://localhost:4000/images/${ID}?w=640`],
    ['another path', `http://localhost:4000/photos/${ID}`],
    ['a path without an origin', `/images/${ID}`],
    ['another scheme', `ftp://localhost/images/${ID}`],
    ['nothing', undefined],
    ['not a URL', 'not a url'],
  ])('is null for %s', (_case, url) => {
    expect(uploadedImageIdOf(url)).toBeNull();
  });
});

describe('uploadedImageSrcSet', () => {
  it('lists every derived width of an uploaded image', () => {
    const url = `http://localhost:4000/images/${ID}`;
    expect(uploadedImageSrcSet(url)).toBe(IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '));
  });

  it('is undefined for any other picture', () => {
    expect(uploadedImageSrcSet('https://example.com/pie.jpg')).toBeUndefined();
  });
});
