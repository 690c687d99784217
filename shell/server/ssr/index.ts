/**
 * Server rendering of the shell's pages, for its origin server (@forkful/deploy/src/origin-server `--app shell`): the
 * current shell version's server bundle renders each page, with each remote's server container at the version the
 * registry names, all loaded from the folder deployment store (bundle-cache.ts). `answer(request)` returns the HTTP
 * answer, or undefined to let the origin answer as without SSR (a file, a non-HTML request, no shell deployed).
 *
 * Environment: SSR=off (everything as before), SSR_CACHE_TTL_MS (default 5000, 0 = no page cache), SSR_MAX_RENDERS
 * (default 16 at once; more are rendered in the browser), API_INTERNAL_URL
 * (where this server reaches the API; default /config.json's apiUrl), FORKFUL_DEPLOY_STORE (the store of the remotes'
 * registry and containers; default the shell's store), PUBLIC_ORIGIN (canonical URLs; requests.ts publicOriginOf).
 */
import { API_PATHS, DEFAULT_LOCALE, type Locale } from '@forkful/domain';
import type { RemoteRegistry } from '@forkful/topology';
import type { FetchJson } from '../remote-registry';
import type { Env } from '../runtime-config';
import { CooksList, publicPagePaths, robotsTxt, sitemapXml, type CooksListOptions } from './seo-files';
import { BundleCache, reasonOf, type BundleToLoad } from './bundle-cache';
import { LiveState, type RuntimeFiles, type Snapshot } from './live-state';
import { PageCache, normaliseUrl, type PageCacheOptions } from './page-cache';
import { RecipeChangesFeed, type FetchStream, type RecipeChangesFeedOptions } from './recipe-changes';
import { acceptsHtml, isPagePath, publicOriginOf, requestLocale } from './requests';
import { applyPreview } from './preview';
import { composeDocument, plainDocument, type EncodedDocument } from './document';
import { documentResponse, textResponse, type HttpAnswer, type RenderedBy } from './respond';
import type { RequestHeaders } from './gzip-document';
import { renderWithShell } from './render';
import { bucketFromCookie, registryForBucket, resolveForBucket } from '../canary-split';
import type { ServerRegistry } from '../remote-registry';

const DEFAULT_CACHE_TTL_MS = 5000;
const DEFAULT_MAX_RENDERS = 16;

const valueOf = (env: Env, key: string): string | undefined => (typeof env[key] === 'string' && env[key].trim() !== '' ? env[key].trim() : undefined);

/** Timings and parts' options, for tests. */
export interface SsrTuning {
  refreshMs?: number;
  switchCheckMs?: number;
  containerTimeoutMs?: number;
  renderTimeoutMs?: number;
  retryMs?: number;
  /** Render the public pages in the background when the shell or a remote changes (default on). */
  warmUp?: boolean;
  cache?: Partial<PageCacheOptions>;
  feed?: Partial<RecipeChangesFeedOptions>;
  cooks?: Partial<CooksListOptions>;
}

export interface ShellSsrOptions {
  /** The folder store the shell is served from. */
  storeDir: string;
  /** /config.json and /remotes.json. */
  runtimeConfig: RuntimeFiles;
  /** The public origin (requests.ts publicOriginOf), or how to know it when asked. */
  origin: string | (() => string);
  env?: Env;
  log?: (line: string) => void;
  /** For the recipe changes feed and the sitemap's cooks. */
  fetchImpl?: FetchJson & FetchStream;
  tuning?: SsrTuning;
}

/** A request as the origin server passes it on. */
export interface SsrRequest {
  method?: string;
  url?: string;
  headers?: RequestHeaders;
  /** The session's canary bucket (the origin gives a new session one); else the cookie's, else the stable versions. */
  bucket?: number;
}

/** What the server knows once /config.json is read. */
export interface SsrStarted {
  apiUrl: string;
  cooks: CooksList;
  feed: RecipeChangesFeed | undefined;
}

/** A document for one URL and how to answer with it. */
type PageDocument = EncodedDocument & { status: number; storable: boolean; how: RenderedBy };

export interface ShellSsr {
  /** The HTTP answer, or undefined to let the origin answer as without SSR. */
  answer(request: SsrRequest): Promise<HttpAnswer | undefined>;
  close(): Promise<void>;
}

/** Server rendering that is on (not SSR=off), with what tests and diagnostics look at. */
export interface RenderingShellSsr extends ShellSsr {
  cache: PageCache<PageDocument>;
  started: Promise<SsrStarted>;
  /** How many renders are running now (for tests and diagnostics). */
  rendersInFlight(): number;
}

/** Server rendering for the shell's origin; with SSR=off, one that leaves every request to the origin. */
export function createShellSsr({
  storeDir, runtimeConfig, origin, env = process.env, log = (line) => console.warn(line), fetchImpl = fetch, tuning = {},
}: ShellSsrOptions): ShellSsr | RenderingShellSsr {
  if ((valueOf(env, 'SSR') || '').toLowerCase() === 'off') return { answer: async () => undefined, close: async () => {} };
  const { refreshMs = 1000, switchCheckMs = 250, containerTimeoutMs = 300, renderTimeoutMs = 1000, retryMs = 30000, warmUp: warmUpOn = true } = tuning;
  const originNow = typeof origin === 'function' ? origin : () => origin;
  const ttl = valueOf(env, 'SSR_CACHE_TTL_MS');
  const cache = new PageCache<PageDocument>({ ttlMs: ttl === undefined ? DEFAULT_CACHE_TTL_MS : Number(ttl), ...tuning.cache });
  const shellBundles = new BundleCache({ storeDir, retryMs, log });
  const remoteBundles = new BundleCache({ storeDir: valueOf(env, 'FORKFUL_DEPLOY_STORE') || storeDir, retryMs, log });
  /**
   * Renders each public page once, in the background, when the shell or a remote changes: the first visitor's render
   * then runs compiled code, with the page's query plan and styles known, inside its 300 ms (a cold first render is
   * several times slower and would leave the page to the browser).
   */
  let warming = Promise.resolve();
  function warmUp(registry: RemoteRegistry): void {
    if (!warmUpOn) return;
    warming = warming.then(async () => {
      const { apiUrl } = await started;
      for (const path of publicPagePaths(registry)) {
        const snapshot = await live.current();
        if (!snapshot) return;
        await documentFor(snapshot, path, registryForBucket(snapshot.registry, undefined), apiUrl, DEFAULT_LOCALE).catch(() => undefined);
      }
    });
  }

  const live = new LiveState({
    storeDir,
    runtimeConfig,
    refreshMs,
    switchCheckMs,
    log,
    // A deploy, rollback, promote or retire (the shell pointer or the registry changed): old pages go, and the new
    // bundles load before a request needs them.
    onChange: ({ shellVersion, registry }) => {
      cache.clear();
      // A remote's canary is live too (for its share of sessions): its container loads and stays as the stable's does.
      const remotes = (registry as ServerRegistry).remotes.flatMap((r): BundleToLoad[] => [
        { kind: 'remote', app: r.app, version: r.version },
        ...(r.canary ? [{ kind: 'remote' as const, app: r.app, version: r.canary.version }] : []),
      ]);
      shellBundles.setLive([`shell@${shellVersion}`]);
      remoteBundles.setLive(remotes.map((r) => `${r.app}@${r.version}`));
      shellBundles.preload([{ kind: 'shell', app: 'shell', version: shellVersion }]);
      remoteBundles.preload(remotes);
      warmUp(registryForBucket(registry, undefined));
    },
  });


  // The API as this server reaches it, known once /config.json is read.
  const started = runtimeConfig('/config.json').catch(() => undefined).then((config): SsrStarted => {
    const apiUrl = String(valueOf(env, 'API_INTERNAL_URL') || (config && (config as { apiUrl?: unknown }).apiUrl) || '').replace(/\/+$/, '');
    const cooks = new CooksList({ apiUrl, fetchImpl, log, ...tuning.cooks });
    // Without a page cache there is nothing to drop: no feed.
    const feed = cache.enabled
      ? new RecipeChangesFeed({ url: `${apiUrl}${API_PATHS.recipeChanges}`, fetchImpl, log, onReady: () => cache.clear(), onChange: () => cache.clear(), ...tuning.feed }).start()
      : undefined;
    return { apiUrl, cooks, feed };
  });
  // Read the store now, not at the first request: the bundles load and the warm-up renders run before anyone asks.
  if (warmUpOn) void live.current();
  const inFlight = new Map<string, Promise<PageDocument>>();
  const refreshed = new WeakSet<PageDocument>(); // kept pages whose background refresh has started
  const reportedFailures = new Set<string>();
  // Renders hold the CPU: past this many at once, a page is sent to be rendered in the browser at once rather than
  // queued behind the others (an overloaded origin stays fast; the page still works).
  const maxRenders = Number(valueOf(env, 'SSR_MAX_RENDERS') || DEFAULT_MAX_RENDERS);
  let rendering = 0;

  /** The document for one URL in one language: rendered by the shell's bundle, else the plain template (client rendering). */
  async function documentFor(snapshot: Snapshot, url: string, registry: RemoteRegistry, apiUrl: string, locale: Locale): Promise<PageDocument> {
    const { template, shellVersion } = snapshot;
    if (!template.ssr || rendering >= maxRenders) return { ...plainDocument(template, locale), status: 200, storable: false, how: 'browser' };
    rendering += 1;
    try {
      const page = await renderWithShell({
        shellBundles,
        remoteBundles,
        shellVersion,
        containerTimeoutMs,
        renderTimeoutMs,
        input: { url, origin: originNow(), config: snapshot.config, registry, apiUrl, deadlineMs: containerTimeoutMs, locale },
      });
      const doc = composeDocument(template.ssr, page, originNow(), locale);
      // A 404 is not kept: any path makes one, and they would push the real pages out.
      const how: RenderedBy = page.fellBack.length ? 'partial' : 'server';
      return { ...doc, status: page.status, storable: page.cacheable && page.status === 200, how };
    } catch (error) {
      if (!reportedFailures.has(shellVersion)) {
        reportedFailures.add(shellVersion);
        log(`[ssr] shell@${shellVersion}: no server rendering (${reasonOf(error)}); the page renders in the browser`);
      }
      return { ...plainDocument(template, locale), status: 200, storable: false, how: 'browser' };
    } finally {
      rendering -= 1;
    }
  }

  /** A fault of this module leaves the request to the origin (the plain index.html), logged once: pages stay up. */
  let faultLogged = false;
  function answer(request: SsrRequest): Promise<HttpAnswer | undefined> {
    return answerOrThrow(request).catch((error) => {
      if (!faultLogged) log(`[ssr] ${request.method} ${String(request.url).slice(0, 200)} failed: ${(error && (error as Error).stack) || error}`);
      faultLogged = true;
      return undefined;
    });
  }

  async function answerOrThrow({ method, url, headers = {}, bucket }: SsrRequest): Promise<HttpAnswer | undefined> {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const { pathname, url: pageUrl, params } = normaliseUrl(url);
    const { apiUrl, cooks, feed } = await started;
    if (pathname === '/robots.txt' || pathname === '/sitemap.xml') {
      const snapshot = await live.current();
      const registry = registryForBucket(snapshot ? snapshot.registry : (await runtimeConfig('/remotes.json')) as RemoteRegistry, undefined);
      return pathname === '/robots.txt'
        ? textResponse('text/plain', robotsTxt(originNow(), registry))
        : textResponse('application/xml', sitemapXml(originNow(), registry, await cooks.get()));
    }
    if (!acceptsHtml(headers.accept)) return undefined;
    const snapshot = await live.current();
    if (!snapshot || !isPagePath(pathname, snapshot.files)) return undefined;

    // The session's versions (a canary's share of sessions gets its version), then a preview, which wins over them.
    const session = resolveForBucket(snapshot.registry, bucket ?? bucketFromCookie(headers.cookie));
    const variance = { personal: session.variant !== '' };
    const locale = requestLocale(headers);
    const preview = applyPreview(params, session.registry, snapshot.config.allowVersionPreview === true);
    // Only what any visitor would get is shared: no preview, no credentials; and only while recipe changes are seen.
    const shared = cache.enabled && (feed as RecipeChangesFeed).connected && !preview.asked && !headers.authorization;
    if (!shared) {
      const doc = await documentFor(snapshot, pageUrl, preview.registry, apiUrl, locale);
      return documentResponse(doc, headers, doc.how, variance);
    }
    // Kept per language and variant: a page in Bangla is never served in English, a canary session's never another's.
    const key = session.variant ? `${locale} ${session.variant} ${pageUrl}` : `${locale} ${pageUrl}`;
    const hit = cache.get(key);
    if (hit) {
      // Near its expiry, the page is rendered again in the background; this visitor (and the next) still get the hit.
      // Once per kept page: a render that cannot be kept (data missing) is not tried again and again until it expires.
      if (cache.dueForRefresh(key) && !refreshed.has(hit)) {
        refreshed.add(hit);
        sharedRender(snapshot, key, pageUrl, preview.registry, apiUrl, locale).catch(() => undefined);
      }
      return documentResponse(hit, headers, 'cache', variance);
    }
    const doc = await sharedRender(snapshot, key, pageUrl, preview.registry, apiUrl, locale);
    return documentResponse(doc, headers, doc.how, variance);
  }

  /**
   * Concurrent requests for the same page share one render (per cache generation: none joins a render from before a
   * clear); the one that started it stores it, with the generation it started in.
   */
  function sharedRender(snapshot: Snapshot, cacheKey: string, pageUrl: string, registry: RemoteRegistry, apiUrl: string, locale: Locale): Promise<PageDocument> {
    const key = `${cache.generation} ${cacheKey}`;
    if (!inFlight.has(key)) {
      const generation = cache.generation;
      inFlight.set(key, documentFor(snapshot, pageUrl, registry, apiUrl, locale).then((doc) => {
        if (doc.storable) cache.set(cacheKey, doc, generation);
        return doc;
      }).finally(() => inFlight.delete(key)));
    }
    return inFlight.get(key) as Promise<PageDocument>;
  }

  const ssr: RenderingShellSsr = {
    answer,
    cache,
    started,
    rendersInFlight: () => rendering,
    async close() {
      await live.close();
      const { feed } = await started;
      if (feed) await feed.close();
    },
  };
  return ssr;
}

export { publicOriginOf };
