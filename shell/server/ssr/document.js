'use strict';
/**
 * A server-rendered document: the shell version's template (html-template.js) with the rendered page in the root
 * element, its head tags (title, description, canonical URL, Open Graph, robots) and styles in <head>, and the state
 * the browser hydrates from at the end of <body>. The result is an array of strings to join with the response's
 * nonce (`parts.join(nonce)`), so one composed document serves many responses, each with its own nonce. They are
 * encoded to UTF-8 once, with the document (`chunks`): a response then only copies bytes (respond.js).
 */
const crypto = require('crypto');
const { PRODUCT_NAME } = require('@forkful/contracts/core');
const { escapeHtml, jsonForScript } = require('./escape');

/** An array of strings under construction; `nonce()` marks where the response's nonce goes. */
class Parts {
  constructor() {
    this.parts = [''];
  }

  text(value) {
    this.parts[this.parts.length - 1] += value;
    return this;
  }

  nonce() {
    this.parts.push('');
    return this;
  }

  /** Segments of the template: a nonce between each two. */
  trusted(segments) {
    segments.forEach((segment, i) => (i === 0 ? this.text(segment) : this.nonce().text(segment)));
    return this;
  }
}

/**
 * Runs after the state's JSON element is parsed and before the shell's deferred scripts: the shell takes the runtime
 * files from here instead of fetching /config.json and /remotes.json (app/runtime-config.ts), and the hydration
 * reads window.__forkfulSsr. Constant text: the state travels as inert JSON, never as code.
 */
const BOOT_SCRIPT = "(function(){try{var s=JSON.parse(document.getElementById('forkful-state').textContent);"
  + "window.__forkfulSsr=s;window.__forkfulRuntimeFiles={'/config.json':Promise.resolve(s.config),'/remotes.json':Promise.resolve(s.registry)};"
  + '}catch(e){}})();';

/** An absolute http(s) URL on `origin` for a path the bundle gave, or undefined for anything else. */
function sameOriginUrl(pathOrUrl, origin) {
  if (typeof pathOrUrl !== 'string' || !pathOrUrl.startsWith('/') || pathOrUrl.startsWith('//')) return undefined;
  try {
    const url = new URL(pathOrUrl, origin);
    return url.origin === new URL(origin).origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An image for og:image: a path on our origin or any absolute http(s) URL (recipe photos may live on a CDN). */
function imageUrl(image, origin) {
  if (typeof image !== 'string' || image === '') return undefined;
  if (image.startsWith('/')) return sameOriginUrl(image, origin);
  try {
    const url = new URL(image);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A preconnect to the API's public origin when it is not the page's: the page's photos come from there, and the
 * largest of them is the page's largest paint, so the connection opens while the document still downloads.
 */
function preconnectTag(apiUrl, origin) {
  try {
    const api = new URL(apiUrl);
    if (api.protocol !== 'https:' && api.protocol !== 'http:') return '';
    return api.origin === new URL(origin).origin ? '' : `<link rel="preconnect" href="${escapeHtml(api.origin)}">`;
  } catch {
    return '';
  }
}

/** The head tags of `head` (renderPage's), every value escaped. */
function headTags(head, origin) {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(sameOriginUrl(head.canonicalPath, origin) || new URL('/', origin).href);
  const image = imageUrl(head.image, origin);
  const meta = (attr, name, content) => `<meta ${attr}="${name}" content="${content}">`;
  return [
    `<title>${title}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${canonical}">`,
    meta('property', 'og:site_name', escapeHtml(PRODUCT_NAME)),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    image ? meta('property', 'og:image', escapeHtml(image)) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
  ].join('');
}

const NUL = Buffer.from([0]);

/**
 * A strong ETag of the document without its nonce: the same page gets the same tag whatever nonce it carried.
 * `parts` as strings or as their UTF-8 chunks: the same tag either way (a NUL stands where each nonce goes).
 */
function etagOf(parts) {
  const hash = crypto.createHash('sha256');
  parts.forEach((part, i) => {
    if (i > 0) hash.update(NUL);
    hash.update(part);
  });
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/** `pieces` with `between` after each but the last: a document's chunks (or their encodings) around its nonces. */
function interleave(pieces, between) {
  return pieces.flatMap((piece, i) => (i === 0 ? [piece] : [between, piece]));
}

/** What every response of a document is made from, computed once: its text, its UTF-8 chunks and its ETag. */
function encodedDocument(parts) {
  const chunks = parts.map((part) => Buffer.from(part, 'utf8'));
  return { parts, chunks, etag: etagOf(chunks) };
}

/**
 * @param {ReturnType<import('./html-template').prepareTemplate>['ssr']} template
 * @param {{ html: string, styles: string, head: object, state: object, nonceToken?: string }} page  a checked
 *   renderPage result and the token it was given for React's scripts (render.js)
 * @param {string} origin  the public origin for the canonical and Open Graph URLs
 * @returns {{ parts: string[], chunks: Buffer[], etag: string }}  throws when the state is not JSON-serialisable
 */
function composeDocument(template, page, origin) {
  const state = jsonForScript(page.state);
  const doc = new Parts()
    .trusted(template.headStart)
    .text(preconnectTag(page.state.config && page.state.config.apiUrl, origin))
    .text(headTags(page.head, origin))
    .trusted(template.headRest)
    // The styles come from the bundle's styled-components collector: trusted markup, like the template.
    .text(page.styles)
    .trusted(template.beforeRoot)
    .text('<div id="root">')
    // Inside the rendered page, a nonce goes only where the bundle put this render's secret token (React's own
    // scripts, render.js). Any other script there would be an injection, and stays blocked.
    .trusted(page.nonceToken ? page.html.split(page.nonceToken) : [page.html])
    .text('</div>')
    .trusted(template.afterRoot)
    .text('<script id="forkful-state" type="application/json" nonce="')
    .nonce()
    .text(`">${state}</script><script nonce="`)
    .nonce()
    .text(`">${BOOT_SCRIPT}</script>`)
    .trusted(template.end);
  return encodedDocument(doc.parts);
}

// One plain document per template (per shell version): it answers every request the server does not render.
const plainDocuments = new WeakMap();

/** The template as it is (client rendering), with its nonces. */
function plainDocument(prepared) {
  let doc = plainDocuments.get(prepared);
  if (!doc) {
    doc = encodedDocument(prepared.plain);
    plainDocuments.set(prepared, doc);
  }
  return doc;
}

module.exports = { composeDocument, plainDocument, encodedDocument, interleave, headTags, etagOf, BOOT_SCRIPT };
