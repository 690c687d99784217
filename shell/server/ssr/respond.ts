/**
 * The HTTP answer for a composed document: a fresh nonce per response (in its scripts and its CSP), its ETag, and a
 * 304 when the browser's copy is the same document.
 *
 * A 304 carries no Content-Security-Policy, on purpose. The browser keeps the body it has, whose scripts hold the nonce
 * of the response that brought it; but it replaces its stored headers with those of the 304 (RFC 9111, 4.3.4). A
 * new CSP there would name a new nonce, the kept scripts would not match it, and the page would not start. Without
 * one, the stored CSP (with the body's own nonce) stays.
 */
import { DOCUMENT_HEADERS, contentSecurityPolicy, newNonce } from './csp';
import { interleave } from './document';
import { acceptsGzip, deflatePieces, gzipWithNonce, type RequestHeaders } from './gzip-document';

/** An encoded document (document.ts) and the status it answers with. */
export interface DocumentToSend {
  chunks: Buffer[];
  etag: string;
  status: number;
}

/** What the origin server sends: the body as UTF-8 bytes ('' for a 304), or a text file's text. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** What answered a page: cache, server, partial, browser (an X-Forkful-Render header, for operators). */
export type RenderedBy = 'cache' | 'server' | 'partial' | 'browser';

/** A document's deflated pieces, made on its first gzip response (a cached document keeps its chunks). */
const deflatedByChunks = new WeakMap<Buffer[], Buffer[]>();

function deflated(chunks: Buffer[]): Buffer[] {
  let pieces = deflatedByChunks.get(chunks);
  if (!pieces) {
    pieces = deflatePieces(chunks);
    deflatedByChunks.set(chunks, pieces);
  }
  return pieces;
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET; `*` names any). */
export function matches(ifNoneMatch: unknown, etag: string): boolean {
  if (typeof ifNoneMatch !== 'string' || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The document's bytes with `nonce` at each nonce position: the chunks encoded once (document.ts) copied around the
 * nonce's bytes, with no text to encode per response.
 */
export function bodyWithNonce(chunks: readonly Buffer[], nonce: string): Buffer {
  return Buffer.concat(interleave(chunks, Buffer.from(nonce, 'latin1')));
}

/**
 * How a document depends on the session's canary bucket (canary-split.ts): `personal` for a canary variant's
 * document, which no shared cache may keep and hand to a stable session.
 */
export interface SessionVariance {
  personal?: boolean;
}

/**
 * Every page is in its request's language (the `lang` cookie, else Accept-Language), and while a canary runs the
 * same URL answers another document to another session (its cookie): caches in between key on all three.
 */
export const DOCUMENT_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** The answer to one request for `doc`: a 304, or the document with a fresh nonce, gzipped when the browser takes it. */
export function documentResponse(doc: DocumentToSend, requestHeaders: RequestHeaders, how: RenderedBy, { personal = false }: SessionVariance = {}): HttpAnswer {
  const gzip = acceptsGzip(requestHeaders);
  // The gzip bytes are another encoding of the same document: a weak tag (If-None-Match compares weakly, so a
  // browser's copy of either encoding gets a 304). The same URL answers both: caches in between key on Accept-Encoding.
  const etag = gzip ? `W/${doc.etag}` : doc.etag;
  const cacheControl = personal ? `private, ${DOCUMENT_HEADERS['Cache-Control']}` : DOCUMENT_HEADERS['Cache-Control'];
  const vary = DOCUMENT_VARY;
  if (doc.status === 200 && matches(requestHeaders['if-none-match'], doc.etag)) {
    return { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl, Vary: vary }, body: '' };
  }
  const nonce = newNonce();
  const headers: Record<string, string> = {
    ...DOCUMENT_HEADERS, 'Cache-Control': cacheControl, ETag: etag, Vary: vary, 'Content-Security-Policy': contentSecurityPolicy(nonce), 'X-Forkful-Render': how,
  };
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    return { status: doc.status, headers, body: gzipWithNonce(doc.chunks, deflated(doc.chunks), Buffer.from(nonce, 'latin1')) };
  }
  return { status: doc.status, headers, body: bodyWithNonce(doc.chunks, nonce) };
}

/** robots.txt, sitemap.xml. */
export function textResponse(type: string, body: string): HttpAnswer {
  return { status: 200, headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=60', 'X-Content-Type-Options': 'nosniff' }, body };
}
