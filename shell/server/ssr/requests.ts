/**
 * Which requests the shell's server renders, and the origin its canonical URLs name. The origin server answers
 * files as before (the shell's version files, /config.json, /remotes.json); server rendering takes the place of its
 * old fallback for client-side routes (index.html for a path that is not a file).
 */
import { acceptLanguageTags, isLocale, LOCALE_COOKIE, pickLocale, type Locale } from '@forkful/domain';

/** A browser navigation (text/html), or a client that takes anything (curl, benchmarks, crawlers without Accept). */
export function acceptsHtml(accept: unknown): boolean {
  return accept === undefined || accept === '' || /text\/html|\*\/\*/i.test(String(accept));
}

/**
 * Whether `pathname` (raw, as requested) is a page: not one of `files` (the shell's current version's), nothing with
 * an extension (a missing chunk stays a 404, never a page), nothing of the origin's own (current.json, versions/...,
 * server/...).
 */
export function isPagePath(pathname: string, files: ReadonlySet<string>): boolean {
  const rel = pathname.replace(/^\/+/, '');
  if (rel === '') return true;
  if (rel === 'current.json' || /^(versions|server)(\/|$)/.test(rel)) return false;
  const last = rel.slice(rel.lastIndexOf('/') + 1);
  if (last.includes('.')) return false;
  let decoded = rel;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return false;
  }
  return !files.has(rel) && !files.has(decoded);
}

/**
 * The public origin for canonical and Open Graph URLs: PUBLIC_ORIGIN, else http://localhost:<port>. Never the Host
 * header: anyone can send one, and a cached page would then carry their canonical URL to every visitor.
 */
export function publicOriginOf(env: Readonly<Record<string, string | undefined>>, port: number): string {
  const given = typeof env.PUBLIC_ORIGIN === 'string' ? env.PUBLIC_ORIGIN.trim() : '';
  if (given) {
    const url = new URL(given);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_ORIGIN must be an http(s) origin, not ${given}`);
    return url.origin;
  }
  return `http://localhost:${port}`;
}

/** The value of the first `name` cookie in a Cookie header (one header, or several joined), or undefined. */
export function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (typeof text !== 'string' || !text.includes(name)) return undefined;
  for (const pair of text.slice(0, 8192).split(';')) {
    const eq = pair.indexOf('=');
    if (eq >= 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The language a page is rendered in: the cook's choice (the `lang` cookie the header's Language switch sets), else
 * the browser's preferences (Accept-Language), else English. The browser hydrates in the same one (its <html lang>).
 */
export function requestLocale(headers: { cookie?: string | string[]; 'accept-language'?: string | string[] }): Locale {
  const chosen = cookieValue(headers.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  const accept = headers['accept-language'];
  return pickLocale(acceptLanguageTags(Array.isArray(accept) ? accept.join(',') : accept));
}
