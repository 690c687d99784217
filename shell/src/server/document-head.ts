import { CONTENT_QUERY_PARAMS, DEFAULT_LOCALE, PRODUCT_NAME, type Locale } from '@forkful/domain';
import { type PageHead } from '@forkful/runtime';
import { appMessages } from '../i18n';

/** What the host writes into <head>: every value is text here; the host escapes it. */
export interface DocumentHead {
  title: string;
  description: string;
  image?: string;
  /** Path and the query parameters that change the content, sorted: one canonical URL per page of content. */
  canonicalPath: string;
  noindex?: boolean;
}

export const DEFAULT_DESCRIPTION = appMessages.translate(DEFAULT_LOCALE)('document.description', { product: PRODUCT_NAME });
const MAX_DESCRIPTION = 300;

function plain(text: unknown, max: number): string | undefined {
  if (typeof text !== 'string') return undefined;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function canonicalPathOf(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of CONTENT_QUERY_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The head of the page from what its route and its page said while rendering (usePageHead), in `locale` where the
 * page said nothing (its messages loaded: renderPage preloads them).
 */
export function documentHead(head: PageHead, url: URL, status: number, locale: Locale = DEFAULT_LOCALE): DocumentHead {
  return {
    title: plain(head.title, 200) ?? PRODUCT_NAME,
    description: plain(head.description, MAX_DESCRIPTION) ?? appMessages.translate(locale)('document.description', { product: PRODUCT_NAME }),
    image: httpUrl(head.image),
    canonicalPath: canonicalPathOf(url),
    noindex: status === 404 || undefined,
  };
}
