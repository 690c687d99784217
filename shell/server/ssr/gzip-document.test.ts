import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { acceptsGzip, deflatePieces, gzipWithNonce } from './gzip-document';

describe('a gzip document with a nonce per response', () => {
  // A page's shape: large text between a few nonces, one piece empty (two nonces side by side), text beyond Latin-1.
  const text = (n: number) => crypto.randomBytes(n).toString('hex') + '<p>“Šopska” 🥗</p>'.repeat(n / 100);
  const chunks = [text(30_000), text(800), '', text(70_000)].map((piece) => Buffer.from(piece, 'utf8'));
  const deflated = deflatePieces(chunks);

  it('inflates to the document with the nonce at each place, whatever the nonce', () => {
    for (const nonce of ['N0nce+/=', crypto.randomBytes(16).toString('base64')]) {
      const body = gzipWithNonce(chunks, deflated, Buffer.from(nonce, 'latin1'));
      expect(zlib.gunzipSync(body).equals(Buffer.from(chunks.map(String).join(nonce), 'utf8'))).toBe(true);
    }
  });

  it('is much smaller than the document when the text repeats, as HTML does', () => {
    const html = [Buffer.from('<li class="card">Dal</li>'.repeat(2000)), Buffer.from('<li class="card">Rice</li>'.repeat(2000))];
    const body = gzipWithNonce(html, deflatePieces(html), Buffer.from('n0nce'));
    expect(body.length).toBeLessThan((html[0].length + html[1].length) / 20);
  });

  it('takes gzip only when the browser says so', () => {
    expect(acceptsGzip({ 'accept-encoding': 'gzip, deflate, br, zstd' })).toBe(true);
    expect(acceptsGzip({ 'accept-encoding': '*' })).toBe(true);
    expect(acceptsGzip({ 'accept-encoding': 'gzip;q=0, br' })).toBe(false);
    expect(acceptsGzip({ 'accept-encoding': 'br' })).toBe(false);
    expect(acceptsGzip({})).toBe(false);
  });
});
