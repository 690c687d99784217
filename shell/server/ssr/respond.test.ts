import zlib from 'node:zlib';
import { documentResponse, bodyWithNonce, type HttpAnswer } from './respond';
import { encodedDocument, etagOf, plainDocument } from './document';
import { prepareTemplate } from './html-template';
import { TEMPLATE } from './testing/fake-store';

const nonceOf = (answer: HttpAnswer) => (/'nonce-([^']+)'/.exec(answer.headers['Content-Security-Policy']) as RegExpExecArray)[1];
const textOf = (body: Buffer | string) => body.toString('utf8');

describe('the answer for an encoded document', () => {
  // Text beyond Latin-1 (a cook's curly quotes, an emoji): the bytes must be UTF-8 and the length in bytes.
  const parts = ['<p>“Soupe” à l’oignon 🧅</p><script nonce="', '">boot()</script><script nonce="', '"></script>'];
  const doc = { ...encodedDocument(parts), status: 200 };

  it('is encoded once: UTF-8 chunks, and the ETag of the text without its nonce', () => {
    expect(doc.chunks.map((chunk) => chunk.toString('utf8'))).toEqual(parts);
    expect(doc.etag).toBe(etagOf(parts));
    expect(doc.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it('puts the nonce between the chunks', () => {
    const body = bodyWithNonce(doc.chunks, 'N0nce==');
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(textOf(body)).toBe(parts.join('N0nce=='));
    expect(body.length).toBe(Buffer.byteLength(parts.join('N0nce=='), 'utf8'));
    expect(textOf(bodyWithNonce([Buffer.from('only')], 'x'))).toBe('only');
  });

  it('answers each response with its own nonce in the body and the CSP, and the same ETag', () => {
    const [a, b] = [documentResponse(doc, {}, 'cache'), documentResponse(doc, {}, 'cache')];
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(textOf(a.body)).toBe(parts.join(nonceOf(a)));
    expect(textOf(b.body)).toBe(parts.join(nonceOf(b)));
    expect([a.headers.ETag, b.headers.ETag]).toEqual([doc.etag, doc.etag]);
    expect(a.headers['X-Forkful-Render']).toBe('cache');
  });

  it('answers 304 without a body or a CSP when the browser has this document', () => {
    expect(documentResponse(doc, { 'if-none-match': doc.etag }, 'cache')).toEqual({
      status: 304, headers: { ETag: doc.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Accept-Language, Cookie' }, body: '',
    });
  });

  it('answers gzip to a browser that takes it: the same text with its own nonce, a weak ETag, Vary on the encoding and the language', () => {
    const answer = documentResponse(doc, { 'accept-encoding': 'gzip, deflate, br' }, 'cache');
    expect(answer.headers['Content-Encoding']).toBe('gzip');
    expect(answer.headers.Vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(answer.headers.ETag).toBe(`W/${doc.etag}`);
    expect(textOf(zlib.gunzipSync(answer.body as Buffer))).toBe(parts.join(nonceOf(answer)));
    // The browser's copy of either encoding is the same document: a 304.
    const again = documentResponse(doc, { 'if-none-match': answer.headers.ETag, 'accept-encoding': 'gzip' }, 'cache');
    expect([again.status, again.headers.ETag]).toEqual([304, answer.headers.ETag]);
  });

  it('answers plain bytes when gzip is not taken (absent, or refused with q=0)', () => {
    for (const headers of [{}, { 'accept-encoding': 'br;q=1, gzip;q=0' }, { 'accept-encoding': 'identity' }]) {
      const answer = documentResponse(doc, headers, 'cache');
      expect(answer.headers['Content-Encoding']).toBeUndefined();
      expect(answer.headers.Vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(textOf(answer.body)).toBe(parts.join(nonceOf(answer)));
    }
  });

  it('prepares the plain (client-rendered) document once per template', () => {
    const template = prepareTemplate(TEMPLATE);
    const plain = plainDocument(template);
    expect(plainDocument(template)).toBe(plain);
    expect(plain.etag).toBe(etagOf(template.plain));
    expect(plainDocument(prepareTemplate(TEMPLATE))).not.toBe(plain);
  });
});
