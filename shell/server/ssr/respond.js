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
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const pieces = new Array(chunks.length * 2 - 1);
  let length = nonceBytes.length * (chunks.length - 1);
  for (let i = 0; i < chunks.length; i += 1) {
    if (i > 0) pieces[i * 2 - 1] = nonceBytes;
    pieces[i * 2] = chunks[i];
    length += chunks[i].length;
  }
  return Buffer.concat(pieces, length);
}

/**
 * @param {{ chunks: Buffer[], etag: string, status: number }} doc  an encoded document (document.js)
 * @param {object} requestHeaders  lower-case names (node's)
 * @param {string} how              what answered: cache, server, browser (an X-Forkful-Render header, for operators)
 * @returns {{ status: number, headers: object, body: Buffer|string }}  the body as UTF-8 bytes ('' for a 304)
 */
function documentResponse(doc, requestHeaders, how) {
  if (doc.status === 200 && matches(requestHeaders['if-none-match'], doc.etag)) {
    return { status: 304, headers: { ETag: doc.etag, 'Cache-Control': DOCUMENT_HEADERS['Cache-Control'] }, body: '' };
  }
  const nonce = newNonce();
  return {
    status: doc.status,
    headers: { ...DOCUMENT_HEADERS, ETag: doc.etag, 'Content-Security-Policy': contentSecurityPolicy(nonce), 'X-Forkful-Render': how },
    body: bodyWithNonce(doc.chunks, nonce),
  };
}

/** robots.txt, sitemap.xml. */
function textResponse(type, body) {
  return { status: 200, headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=60', 'X-Content-Type-Options': 'nosniff' }, body };
}

module.exports = { documentResponse, textResponse, matches, bodyWithNonce };
