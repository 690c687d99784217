'use strict';
/**
 * The HTTP answer for a composed document: a fresh nonce per response (in its scripts and its CSP), its ETag, and a
 * 304 when the browser's copy is the same document.
 *
 * A 304 carries no Content-Security-Policy, on purpose. The browser keeps the body it has, whose scripts hold the nonce
 * of the response that brought it; but it replaces its stored headers with those of the 304 (RFC 9111, 4.3.4). A
 * new CSP there would name a new nonce, the kept scripts would not match it, and the page would not start. Without
 * one, the stored CSP (with the body's own nonce) stays.
 */
const { DOCUMENT_HEADERS, contentSecurityPolicy, newNonce } = require('./csp');
const { interleave } = require('./document');
const { acceptsGzip, deflatePieces, gzipWithNonce } = require('./gzip-document');

/** A document's deflated pieces, made on its first gzip response (a cached document keeps its chunks). */
const deflatedByChunks = new WeakMap();

function deflated(chunks) {
  let pieces = deflatedByChunks.get(chunks);
  if (!pieces) {
    pieces = deflatePieces(chunks);
    deflatedByChunks.set(chunks, pieces);
  }
  return pieces;
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET; `*` names any). */
function matches(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== 'string' || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The document's bytes with `nonce` at each nonce position: the chunks encoded once (document.js) copied around the
 * nonce's bytes, with no text to encode per response.
 */
function bodyWithNonce(chunks, nonce) {
  return Buffer.concat(interleave(chunks, Buffer.from(nonce, 'latin1')));
}

/**
 * @param {{ chunks: Buffer[], etag: string, status: number }} doc  an encoded document (document.js)
 * @param {object} requestHeaders  lower-case names (node's)
 * @param {string} how              what answered: cache, server, partial, browser (an X-Forkful-Render header, for operators)
 * @returns {{ status: number, headers: object, body: Buffer|string }}  the body as UTF-8 bytes ('' for a 304)
 */
function documentResponse(doc, requestHeaders, how) {
  const gzip = acceptsGzip(requestHeaders);
  // The gzip bytes are another encoding of the same document: a weak tag (If-None-Match compares weakly, so a
  // browser's copy of either encoding gets a 304). The same URL answers both: caches in between key on Accept-Encoding.
  const etag = gzip ? `W/${doc.etag}` : doc.etag;
  if (doc.status === 200 && matches(requestHeaders['if-none-match'], doc.etag)) {
    return { status: 304, headers: { ETag: etag, 'Cache-Control': DOCUMENT_HEADERS['Cache-Control'], Vary: 'Accept-Encoding' }, body: '' };
  }
  const nonce = newNonce();
  const headers = { ...DOCUMENT_HEADERS, ETag: etag, Vary: 'Accept-Encoding', 'Content-Security-Policy': contentSecurityPolicy(nonce), 'X-Forkful-Render': how };
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    return { status: doc.status, headers, body: gzipWithNonce(doc.chunks, deflated(doc.chunks), Buffer.from(nonce, 'latin1')) };
  }
  return { status: doc.status, headers, body: bodyWithNonce(doc.chunks, nonce) };
}

/** robots.txt, sitemap.xml. */
function textResponse(type, body) {
  return { status: 200, headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=60', 'X-Content-Type-Options': 'nosniff' }, body };
}

module.exports = { documentResponse, textResponse, matches, bodyWithNonce };
