import { HttpStatus } from '@nestjs/common';
import sharp from 'sharp';
import { processUpload, renditionWidths, TOO_MANY_PIXELS, UNSUPPORTED_IMAGE } from './image-processing';

/** A photo as a phone writes it: GPS in its EXIF, an XMP packet, a Display P3 profile, and an orientation tag. */
async function phonePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withIccProfile('p3')
    .withMetadata({ orientation })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toBuffer();
}

async function statusOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(() => null, (caught: { getStatus(): number; message: string }) => caught);
  if (!error) throw new Error('expected a refusal');
  return { status: error.getStatus(), message: error.message };
}

describe('processUpload', () => {
  it('keeps no EXIF, GPS, XMP or ICC block in any rendition', async () => {
    const input = await phonePhoto(2000, 1500);
    const before = await sharp(input).metadata();
    expect([!!before.exif, !!before.xmp, !!before.icc]).toEqual([true, true, true]);

    const { renditions } = await processUpload(input);
    for (const rendition of renditions) {
      const after = await sharp(rendition.data).metadata();
      expect({ exif: after.exif, xmp: after.xmp, icc: after.icc }).toEqual({ exif: undefined, xmp: undefined, icc: undefined });
    }
  });

  it('derives every width in WebP and AVIF, with the dimensions it reports', async () => {
    const { width, height, renditions } = await processUpload(await phonePhoto(2000, 1500));
    expect({ width, height }).toEqual({ width: 1600, height: 1200 });
    expect(renditions.map((r) => `${r.format}:${r.width}x${r.height}`)).toEqual([
      'webp:320x240', 'avif:320x240', 'webp:640x480', 'avif:640x480',
      'webp:1024x768', 'avif:1024x768', 'webp:1600x1200', 'avif:1600x1200',
    ]);
    for (const rendition of renditions) {
      const decoded = await sharp(rendition.data).metadata();
      expect([decoded.format, decoded.width]).toEqual([rendition.format === 'avif' ? 'heif' : 'webp', rendition.width]);
    }
  });

  it('never upscales: a small photo keeps its own width as its largest', async () => {
    const { renditions } = await processUpload(await phonePhoto(500, 250));
    expect([...new Set(renditions.map((r) => r.width))]).toEqual([320, 500]);
  });

  it('applies the EXIF orientation (a portrait shot stored sideways comes out upright)', async () => {
    const { width, height } = await processUpload(await phonePhoto(800, 600, 6));
    expect({ width, height }).toEqual({ width: 600, height: 800 });
  });

  it.each([
    ['PNG with transparency', () => sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer()],
    ['WebP', () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } }).webp().toBuffer()],
    ['AVIF', () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#00a' } }).avif().toBuffer()],
  ])('accepts a %s', async (_name, make) => {
    const { renditions } = await processUpload(await make());
    expect(renditions.map((r) => [r.format, r.width])).toEqual([['webp', 40], ['avif', 40]]);
  });

  it("keeps an animated GIF's first frame only", async () => {
    const frame = (background: string) => sharp({ create: { width: 30, height: 60, channels: 3, background } }).png().toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff'), await frame('#00ff00')], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);

    const { width, height, renditions } = await processUpload(gif);
    expect({ width, height }).toEqual({ width: 30, height: 60 });
    const { dominant } = await sharp(renditions[0].data).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  it.each([
    ['text named like a photo', Buffer.from('not a photo at all, just text\n')],
    ['an SVG drawing', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
    ['a TIFF', null],
    ['a JPEG cut short', 'truncated'],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s with 415', async (_name, bytes) => {
    let input = bytes as Buffer;
    if (bytes === null) input = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).tiff().toBuffer();
    if (bytes === 'truncated') input = (await phonePhoto(400, 300)).subarray(0, 600);
    expect(await statusOf(processUpload(input))).toEqual({ status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: UNSUPPORTED_IMAGE });
  });

  it('refuses more than 50 megapixels with 413 before decoding them', async () => {
    const huge = await sharp({ create: { width: 10000, height: 5001, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(await statusOf(processUpload(huge))).toEqual({ status: HttpStatus.PAYLOAD_TOO_LARGE, message: TOO_MANY_PIXELS });
  });
});

describe('renditionWidths', () => {
  it.each([
    [4000, [320, 640, 1024, 1600]],
    [1600, [320, 640, 1024, 1600]],
    [700, [320, 640, 700]],
    [100, [100]],
  ])('for a photo %i px wide: %j', (own, widths) => {
    expect(renditionWidths(own)).toEqual(widths);
  });
});
