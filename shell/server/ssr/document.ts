/**
 * A server-rendered document: the shell version's template (html-template.ts) with the rendered page in the root
 * element, its head tags (title, description, canonical URL, Open Graph, robots) and styles in <head>, and the state
 * the browser hydrates from at the end of <body>. The result is an array of strings to join with the response's
 * nonce (`parts.join(nonce)`), so one composed document serves many responses, each with its own nonce. They are
 * encoded to UTF-8 once, with the document (`chunks`): a response then only copies bytes (respond.ts).
 */
import crypto from 'node:crypto';
import { DEFAULT_LOCALE, PRODUCT_NAME, type Locale } from '@forkful/domain';
import { escapeHtml, jsonForScript } from './escape';
import type { PreparedTemplate, SsrTemplate } from './html-template';

/** The head of a page as render.ts checked it: every value escaped here before it goes into the document. */
export interface PageHead {
  title: string;
  description: string;
  canonicalPath?: string;
  image?: string;
  noindex?: boolean;
}

/** A checked renderPage result (render.ts) and the token it was given for React's scripts. */
export interface DocumentPage {
  html: string;
  styles: string;
  head: PageHead;
  /** What the browser hydrates from: the runtime config and registry among the rest. */
  state: { config?: { apiUrl?: unknown }; [key: string]: unknown };
  nonceToken?: string;
}

/** What every response of a document is made from: its text, its UTF-8 chunks and its ETag. */
export interface EncodedDocument {
  parts: string[];
  chunks: Buffer[];
  etag: string;
}

/** An array of strings under construction; `nonce()` marks where the response's nonce goes. */
class Parts {
  readonly parts: string[] = [''];

  text(value: string): this {
    this.parts[this.parts.length - 1] += value;
    return this;
  }

  nonce(): this {
    this.parts.push('');
    return this;
  }

  /** Segments of the template: a nonce between each two. */
  trusted(segments: readonly string[]): this {
    segments.forEach((segment, i) => (i === 0 ? this.text(segment) : this.nonce().text(segment)));
    return this;
  }
}

/**
 * Runs after the state's JSON element is parsed and before the shell's deferred scripts: the shell takes the runtime
 * files from here instead of fetching /config.json and /remotes.json (app/runtime-config.ts), and the hydration
 * reads window.__forkfulSsr. Constant text: the state travels as inert JSON, never as code.
 */
export const BOOT_SCRIPT = "(function(){try{var s=JSON.parse(document.getElementById('forkful-state').textContent);"
  + "window.__forkfulSsr=s;window.__forkfulRuntimeFiles={'/config.json':Promise.resolve(s.config),'/remotes.json':Promise.resolve(s.registry)};"
  + '}catch(e){}})();';

/** An absolute http(s) URL on `origin` for a path the bundle gave, or undefined for anything else. */
function sameOriginUrl(pathOrUrl: unknown, origin: string): string | undefined {
  if (typeof pathOrUrl !== 'string' || !pathOrUrl.startsWith('/') || pathOrUrl.startsWith('//')) return undefined;
  try {
    const url = new URL(pathOrUrl, origin);
    return url.origin === new URL(origin).origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An image for og:image: a path on our origin or any absolute http(s) URL (recipe photos may live on a CDN). */
function imageUrl(image: unknown, origin: string): string | undefined {
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
function preconnectTag(apiUrl: unknown, origin: string): string {
  try {
    // Anything but a URL's text throws here: no preconnect.
    const api = new URL(apiUrl as string);
    if (api.protocol !== 'https:' && api.protocol !== 'http:') return '';
    return api.origin === new URL(origin).origin ? '' : `<link rel="preconnect" href="${escapeHtml(api.origin)}">`;
  } catch {
    return '';
  }
}

/** The head tags of `head` (renderPage's), every value escaped. */
export function headTags(head: PageHead, origin: string): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(sameOriginUrl(head.canonicalPath, origin) || new URL('/', origin).href);
  const image = imageUrl(head.image, origin);
  const meta = (attr: string, name: string, content: string) => `<meta ${attr}="${name}" content="${content}">`;
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

/** `<html ...>`'s language attribute, or the place for one. */
const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;

/**
 * The template's first piece with `<html lang>` saying `locale` (the template's own says English): screen readers
 * and the browser read it, and the shell hydrates in it (bootstrap.tsx). Only that piece changes; a nonce never falls
 * inside the <html> tag, which comes before any script.
 */
export function withLanguage(segments: readonly string[], locale: Locale): string[] {
  const [first = '', ...rest] = segments;
  const tagged = first.replace(HTML_TAG, (tag) => {
    const lang = ` lang="${escapeHtml(locale)}"`;
    return LANG_ATTRIBUTE.test(tag) ? tag.replace(LANG_ATTRIBUTE, lang) : tag.replace(/^<html\b/i, `<html${lang}`);
  });
  return [tagged, ...rest].map((segment) => withNoscriptIn(segment, locale));
}

/** What a browser without JavaScript is told, in each language but English (the template's own words). */
const NOSCRIPT_TEXT: Partial<Record<Locale, string>> = { bn: 'রেসিপি দেখাতে Forkful-এর জাভাস্ক্রিপ্ট লাগে।' };
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/gi;

/** A piece of the template with its <noscript> text in `locale`. */
export function withNoscriptIn(segment: string, locale: Locale): string {
  const text = NOSCRIPT_TEXT[locale];
  return text ? segment.replace(NOSCRIPT, `<noscript>${escapeHtml(text)}</noscript>`) : segment;
}

const NUL = Buffer.from([0]);

/**
 * A strong ETag of the document without its nonce: the same page gets the same tag whatever nonce it carried.
 * `parts` as strings or as their UTF-8 chunks: the same tag either way (a NUL stands where each nonce goes).
 */
export function etagOf(parts: readonly (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  parts.forEach((part, i) => {
    if (i > 0) hash.update(NUL);
    hash.update(part);
  });
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/** `pieces` with `between` after each but the last: a document's chunks (or their encodings) around its nonces. */
export function interleave<T>(pieces: readonly T[], between: T): T[] {
  return pieces.flatMap((piece, i) => (i === 0 ? [piece] : [between, piece]));
}

/** What every response of a document is made from, computed once: its text, its UTF-8 chunks and its ETag. */
export function encodedDocument(parts: string[]): EncodedDocument {
  const chunks = parts.map((part) => Buffer.from(part, 'utf8'));
  return { parts, chunks, etag: etagOf(chunks) };
}

/**
 * The document of a rendered page in the template's pieces; `origin` is the public origin for the canonical and Open
 * Graph URLs; `locale` the language it was rendered in. Throws when the state is not JSON-serialisable.
 */
export function composeDocument(template: SsrTemplate, page: DocumentPage, origin: string, locale: Locale = DEFAULT_LOCALE): EncodedDocument {
  const state = jsonForScript(page.state);
  const doc = new Parts()
    .trusted(withLanguage(template.headStart, locale))
    .text(preconnectTag(page.state.config && page.state.config.apiUrl, origin))
    .text(headTags(page.head, origin))
    .trusted(template.headRest)
    // The styles come from the bundle's styled-components collector: trusted markup, like the template.
    .text(page.styles)
    .trusted(template.beforeRoot.map((segment) => withNoscriptIn(segment, locale)))
    .text('<div id="root">')
    // Inside the rendered page, a nonce goes only where the bundle put this render's secret token (React's own
    // scripts, render.ts). Any other script there would be an injection, and stays blocked.
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

// One plain document per template (per shell version) and language: it answers every request the server does not render.
const plainDocuments = new WeakMap<PreparedTemplate, Map<Locale, EncodedDocument>>();

/** The template as it is (client rendering), with its nonces, its <html lang> saying `locale`. */
export function plainDocument(prepared: PreparedTemplate, locale: Locale = DEFAULT_LOCALE): EncodedDocument {
  let byLocale = plainDocuments.get(prepared);
  if (!byLocale) plainDocuments.set(prepared, (byLocale = new Map()));
  let doc = byLocale.get(locale);
  if (!doc) {
    doc = encodedDocument(withLanguage(prepared.plain, locale));
    byLocale.set(locale, doc);
  }
  return doc;
}
