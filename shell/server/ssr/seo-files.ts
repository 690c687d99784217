/**
 * robots.txt and sitemap.xml, from live data: the registry's public pages (so a new remote's pages are listed when it
 * goes live) and every cook with a recipe (`GET <api>/cooks` -> [{ uid, updatedAt }], kept a minute).
 */
import { API_PATHS, COOK_UID_PATTERN, cookPagePath } from '@forkful/domain';
import { SHELL_OWN_PATHS, joinPath, modulesAt, type PageAccess, type RemoteRegistry } from '@forkful/topology';
import type { FetchJson } from '../remote-registry';
import { escapeXml } from './escape';

/** A cook with a recipe, as `GET <api>/cooks` lists them. */
export interface Cook {
  uid: string;
  updatedAt?: unknown;
}

/** A page of the registry with its absolute path and its access. */
interface RegistryPage {
  path: string;
  access: PageAccess;
  catchAll?: boolean;
}

/** The sitemap protocol's limit per file. */
const MAX_URLS = 50000;
const COOKS_TIMEOUT_MS = 5000;
/** Always kept from crawlers, live or not: the dashboard and the shell's sign-in pages. */
const ALWAYS_DISALLOWED = ['/dashboard', ...SHELL_OWN_PATHS];

const isStatic = (path: unknown): boolean => typeof path === 'string' && !/[:*]/.test(path);

/** Every page of the registry with its absolute path and access (children take their layout's). */
function pagesOf(registry: RemoteRegistry | undefined): RegistryPage[] {
  const remotes = (registry && Array.isArray(registry.remotes) ? registry.remotes : []).filter((r) => r && r.routes && Array.isArray(r.routes.pages));
  return remotes.flatMap((remote) => remote.routes.pages.flatMap((page): RegistryPage[] => {
    const own = page.path || '/';
    const access = page.access || 'public';
    const children = (page.children || []).filter((child) => !child.index).map((child) => ({ path: joinPath(own, child.path), access }));
    return [{ path: own, access, catchAll: page.catchAll === true }, ...children];
  }));
}

/** The public pages without parameters, the 404 page excepted: `/`, `/about`, `/all-recipes`... */
export function publicPagePaths(registry: RemoteRegistry | undefined): string[] {
  const paths = pagesOf(registry).filter((p) => p.access === 'public' && !p.catchAll && isStatic(p.path)).map((p) => p.path);
  return [...new Set(paths)].sort();
}

/** What crawlers are asked to leave: the pages only a signed-in (or signed-out) visitor gets, by their static prefix. */
export function disallowedPaths(registry: RemoteRegistry | undefined): string[] {
  const open = publicPagePaths(registry);
  const derived = pagesOf(registry).filter((p) => p.access !== 'public').map((p) => {
    const param = p.path.search(/[:*]/);
    return param < 0 ? p.path : p.path.slice(0, param);
  });
  // A prefix that would also hide a public page (`/` of a signed-in home page) is left out.
  const safe = derived.filter((prefix) => prefix !== '/' && !open.some((path) => path.startsWith(prefix)));
  const all = [...new Set([...ALWAYS_DISALLOWED, ...safe])];
  // robots.txt rules are prefixes: /dashboard already covers /dashboard/saved.
  return all.filter((prefix) => !all.some((other) => other !== prefix && prefix.startsWith(other)));
}

export function robotsTxt(origin: string, registry: RemoteRegistry | undefined): string {
  const lines = ['User-agent: *', 'Allow: /', ...disallowedPaths(registry).map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`];
  return `${lines.join('\n')}\n`;
}

/** A W3C date for <lastmod>, or undefined for anything that is not a date. */
function lastmodOf(value: unknown): string | undefined {
  const time = typeof value === 'string' || typeof value === 'number' ? Date.parse(String(value)) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

export function sitemapXml(origin: string, registry: RemoteRegistry, cooks: readonly Cook[]): string {
  const urls: Array<{ loc: string; lastmod?: string }> = publicPagePaths(registry).map((path) => ({ loc: `${origin}${path}` }));
  // Cook pages only where a live remote renders /cooks/:uid.
  if (modulesAt(registry, cookPagePath('sample')).length > 0) {
    for (const cook of cooks) urls.push({ loc: `${origin}${cookPagePath(cook.uid)}`, lastmod: lastmodOf(cook.updatedAt) });
  }
  const body = urls.slice(0, MAX_URLS).map(({ loc, lastmod }) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join('\n')}\n</urlset>\n`;
}

/** The cooks with a recipe, kept `ttlMs`; a failed answer is logged and counts as none (for a shorter while). */
export interface CooksListOptions {
  apiUrl: string;
  ttlMs?: number;
  failureTtlMs?: number;
  fetchImpl?: FetchJson;
  log?: (line: string) => void;
}

export class CooksList {
  readonly apiUrl: string;
  readonly ttlMs: number;
  readonly failureTtlMs: number;
  readonly fetchImpl: FetchJson;
  readonly log: (line: string) => void;
  kept: { cooks: Cook[]; until: number } | undefined = undefined;
  pending: Promise<Cook[]> | undefined = undefined;

  constructor({ apiUrl, ttlMs = 60000, failureTtlMs = 10000, fetchImpl = fetch, log = (line) => console.warn(line) }: CooksListOptions) {
    this.apiUrl = apiUrl;
    this.ttlMs = ttlMs;
    this.failureTtlMs = failureTtlMs;
    this.fetchImpl = fetchImpl;
    this.log = log;
  }

  async get(): Promise<Cook[]> {
    if (this.kept && Date.now() < this.kept.until) return this.kept.cooks;
    if (!this.pending) this.pending = this.fetchList().finally(() => { this.pending = undefined; });
    return this.pending;
  }

  async fetchList(): Promise<Cook[]> {
    const url = `${this.apiUrl.replace(/\/+$/, '')}${API_PATHS.cooks}`;
    try {
      const response = await this.fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(COOKS_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const list: unknown = await response.json();
      if (!Array.isArray(list)) throw new Error('not a list');
      const cooks = list.filter((cook): cook is Cook => cook && typeof cook.uid === 'string' && COOK_UID_PATTERN.test(cook.uid));
      this.kept = { cooks, until: Date.now() + this.ttlMs };
      return cooks;
    } catch (error) {
      this.log(`[ssr] sitemap.xml lists no cooks: ${url} ${String(error && (error as Error).message).slice(0, 200)}`);
      this.kept = { cooks: [], until: Date.now() + this.failureTtlMs };
      return [];
    }
  }
}
