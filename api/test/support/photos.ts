import sharp from 'sharp';

/** A phone photo made in the test: GPS coordinates in its EXIF, an XMP packet, a Display P3 profile, a texture. */
export async function phoneJpeg(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 30 }, noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .withIccProfile('p3')
    .withExif({ IFD0: { Make: 'Phone', Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toBuffer();
}

/** supertest's binary parser: the body as a Buffer whatever its type. */
export function binary(res: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const response = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
