/**
 * Which of the service worker's caches and strategies a request goes to, decided from the request alone (pure, so it
 * is tested without a worker). `undefined`: the worker leaves it to the network as if it were not there.
 *
 *   navigation     a document of the shell's origin: network first (3 s), else its kept copy, else the app shell
 *   pointer        what names the current versions (/remotes.json, /config.json, mf-manifest.json, remoteEntry.js,
 *                  routes.json...): network first (3 s), else the kept copy; a new version shows on the next visit
 *   remote-file    any other file under a remote's /versions/<id>/ (its URL never changes meaning): cache first
 *   font           cache first
 *   image          a photo the API serves: cache first, kept 30 days within a byte cap
 *   public-api     the API's public reads without credentials: network first (3 s) into the public cache
 *   personal-api   an API read carrying Authorization: network first (3 s) into the personal cache (sign-out drops it)
 *   saved-write    saving a recipe: sent as is; once saved, its page data and photo are fetched for reading offline
 * The shell's own files are not here: they are precached (sw.ts) and answered before these are asked.
 */

export type RequestKind = 'navigation' | 'pointer' | 'remote-file' | 'font' | 'image' | 'public-api' | 'personal-api' | 'saved-write';

/** What the decision reads of a request (a Request gives all of it; tests give plain objects). */
export interface RequestFacts {
  url: string;
  method: string;
  mode?: string;
  destination?: string;
  /** Whether it carries an Authorization header. */
  authorized?: boolean;
}

/** Where the worker runs and which API it knows (its script URL's `api` parameter, from /config.json). */
export interface WorkerScope {
  /** The shell's origin, e.g. https://forkful.example */
  origin: string;
  /** The API's base URL without a trailing slash, e.g. https://api.forkful.example; '' when unknown. */
  apiBase: string;
}

/** The files a browser asks for again each time (deploy/src/cache-policy.ts's REVALIDATED): they name versions. */
export const POINTER_FILES: ReadonlySet<string> = new Set([
  'mf-manifest.json', 'remoteEntry.js', 'routes.json', 'remotes.json', 'config.json', 'current.json', 'registry.json',
  'federation-runtime.json', 'shell-features.json', 'remote-requirements.json', 'standalone-federation-runtime.js',
]);

/** A deployed version's folder in a URL (topology's VERSION_ID_PATTERN inside /versions/<id>/). */
const VERSIONED_PATH = /\/versions\/\d{8}T\d{9}Z-[0-9a-z]{1,40}\//;
const FONT_FILE = /\.(woff2?|ttf|otf)$/i;

/** The API's paths that are public reads, worth keeping for reading offline (home, lists, recipes, reviews, cooks). */
const PUBLIC_READS: readonly RegExp[] = [
  /^\/top-recipes$/,
  /^\/recipes$/,
  /^\/recipes\/stats$/,
  /^\/recipes\/(?!changes$|stats$)[^/]+$/,
  /^\/recipes\/[^/]+\/reviews$/,
  /^\/cooks$/,
  /^\/cooks\/[^/]+$/,
  /^\/cooks\/[^/]+\/(recipes|collections)$/,
  /^\/collections\/[^/]+$/,
];

/** The API's reads never kept: a stream, a file download, monitoring and operators' endpoints. */
const NEVER_KEPT: readonly RegExp[] = [
  /^\/recipes\/changes$/,
  /^\/my-recipes\/export$/,
  /^\/rum(\/|$)/,
  /^\/metrics$/,
  /^\/health(\/|$)/,
  /^\/imports(\/|$)/,
  /^\/openapi|^\/docs(\/|$)/,
];

/** Saving a recipe: PUT /saved-recipes/{id} (POST accepted too). */
const SAVED_RECIPE = /^\/saved-recipes\/([^/]+)$/;

/** The API's base URL from the worker script's `api` parameter ('' when missing or not http(s): no API request is kept). */
export function apiBaseOf(search: string): string {
  const value = new URLSearchParams(search).get('api') || '';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : '';
  } catch {
    return '';
  }
}

/** The request's path below the API's base, or undefined when it is not the API's. */
export function apiPathOf(url: URL, apiBase: string): string | undefined {
  if (!apiBase) return undefined;
  const base = new URL(apiBase);
  if (url.origin !== base.origin) return undefined;
  const prefix = base.pathname.replace(/\/+$/, '');
  if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
  return url.pathname.slice(prefix.length) || '/';
}

/** The recipe a saving request saves, or undefined. */
export function savedRecipeIdOf(facts: RequestFacts, scope: WorkerScope): string | undefined {
  if (facts.method !== 'PUT' && facts.method !== 'POST') return undefined;
  const path = apiPathOf(new URL(facts.url), scope.apiBase);
  const match = path === undefined ? null : SAVED_RECIPE.exec(path);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** Only a recipe's first page of reviews is kept (what its page shows first). */
function isFirstPage(url: URL): boolean {
  const page = url.searchParams.get('page');
  return page === null || page === '1';
}

function apiKindOf(facts: RequestFacts, url: URL, path: string): RequestKind | undefined {
  if (path.startsWith('/images/')) return 'image';
  if (NEVER_KEPT.some((pattern) => pattern.test(path))) return undefined;
  // With credentials, whatever it reads is the account's (the client sends them on public reads too).
  if (facts.authorized) return 'personal-api';
  if (!PUBLIC_READS.some((pattern) => pattern.test(path))) return undefined;
  if (path.endsWith('/reviews') && !isFirstPage(url)) return undefined;
  return 'public-api';
}

/** The cache and strategy for a request (see the file's comment), or undefined: straight to the network. */
export function requestKindOf(facts: RequestFacts, scope: WorkerScope): RequestKind | undefined {
  let url: URL;
  try {
    url = new URL(facts.url);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (facts.method !== 'GET') return savedRecipeIdOf(facts, scope) === undefined ? undefined : 'saved-write';
  const sameOrigin = url.origin === scope.origin;
  if (facts.mode === 'navigate') return sameOrigin ? 'navigation' : undefined;
  const apiPath = apiPathOf(url, scope.apiBase);
  if (apiPath !== undefined) return apiKindOf(facts, url, apiPath);
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (facts.destination === 'font' || FONT_FILE.test(file)) return 'font';
  if (POINTER_FILES.has(file)) return 'pointer';
  if (VERSIONED_PATH.test(url.pathname)) return 'remote-file';
  return undefined;
}
