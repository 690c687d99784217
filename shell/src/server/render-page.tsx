import { QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router-dom';
import { createStore } from 'zustand';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@forkful/domain';
import { configureApi, PageHeadContext, type NavigationState, type PageHead } from '@forkful/runtime';
import { type NavEntry, type RemoteRegistry } from '@forkful/topology';
import { createQueryClient } from '@forkful/runtime/query';
import { AppFrame } from '../app/app';
import { AppRoutes } from '../app/app-routes';
import { mountableRegistry } from '../app/mount-remotes';
import { buildRoutes } from '../app/routes';
import { bengaliFontHeadTags, preloadMessages } from '../features/language';
import { RequestNavEntriesProvider } from '../features/layout/hooks/use-slot-links';
import { createLiveNavigation } from '../features/remotes/live-navigation';
import { RemoteLoaderProvider } from '../features/remotes/remote-loader-context';
import { registryFrom } from '../features/remotes/remote-registry';
import { fetchPageData, isEnabled } from './fetch-page-data';
import { documentHead, type DocumentHead } from './document-head';
import { pageStyleSheet, pageStyleTags } from './page-styles';
import { rememberQueryPlan, seedQueryPlan } from './query-plans';
import { renderToHtml } from './render-to-html';
import { modulesRendering, serverRemoteLoader, type LoadContainer } from './server-remote-loader';

/**
 * The shell's server entry (built to `dist/server/shell-server.js`, config/webpack.server.js): one public page as
 * HTML, with the live remotes' pages from their server containers and the data those pages ask for, for the shell's
 * origin server (shell/server/ssr) to put into the document. The browser then hydrates the same tree (bootstrap.tsx).
 */
export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  /** The public origin, for canonical and preview URLs. */
  origin: string;
  /** The /config.json answer, handed to the browser as is. */
  config: object;
  /** The /remotes.json answer the page renders with, handed to the browser as is. */
  registry: unknown;
  /** Where this server reaches the API. */
  apiUrl: string;
  loadContainer: LoadContainer;
  /** How long remotes' containers, data and rendering may take together before an area is left to the browser. */
  deadlineMs: number;
  /** The nonce of the response's Content-Security-Policy (or a placeholder the host fills), for React's own scripts. */
  nonce?: string;
  /**
   * The request's language (its `lang` cookie, else its Accept-Language), which the page renders in and the browser
   * hydrates in; English when missing or unknown (a host from before languages).
   */
  locale?: unknown;
}

export interface RenderResult {
  status: number;
  /** The language the page is in. */
  locale: Locale;
  html: string;
  styles: string;
  head: DocumentHead;
  state: { config: object; registry: unknown; queries: unknown };
  /** False when an area or some data was left to the browser: worth rendering again soon, not caching. */
  cacheable: boolean;
  fellBack: string[];
}

/** Passes of render, then fetch what it asked for: a page, then data that depends on data (a cook, then their recipes). */
const MAX_RENDER_PASSES = 3;

interface Routing {
  live: RemoteRegistry;
  routes: RouteObject[];
  navEntries: readonly NavEntry[];
  isNotFound: (pathname: string) => boolean;
}

/** How many paths' answers a registry's routing keeps (paths come from anyone: bounded, the oldest go first). */
const KNOWN_PATHS = 1000;

/**
 * Whether a path gets the catch-all (not-found) page, for the 404 status. Remembered per path: matching walks and
 * ranks every route again each time (react-router keeps nothing between calls), a tenth of a render's CPU.
 */
function notFoundCheck(routes: RouteObject[]): (pathname: string) => boolean {
  const known = new Map<string, boolean>();
  return (pathname) => {
    let notFound = known.get(pathname);
    if (notFound === undefined) {
      notFound = (matchRoutes(routes, pathname) ?? []).some(({ route }) => route.path === '*');
      if (known.size >= KNOWN_PATHS) known.delete(known.keys().next().value as string);
      known.set(pathname, notFound);
    }
    return notFound;
  };
}

// What a registry gives every request until it changes: the mountable remotes (checked, and their problems logged,
// once), the routes and the navigation. The host hands the same registry object to every render until a switch.
const routings = new WeakMap<object, Routing>();

function routingFor(registry: unknown): Routing {
  const known = typeof registry === 'object' && registry !== null ? routings.get(registry) : undefined;
  if (known) return known;
  const live = mountableRegistry(registryFrom(registry, () => undefined));
  const navigation = createStore<NavigationState>(() => ({ entries: [] }));
  createLiveNavigation(navigation).show(live.remotes);
  const routes = buildRoutes(live);
  const routing = { live, routes, navEntries: navigation.getState().entries, isNotFound: notFoundCheck(routes) };
  if (typeof registry === 'object' && registry !== null) routings.set(registry, routing);
  return routing;
}

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const deadline = Date.now() + input.deadlineMs;
  configureApi({ baseURL: input.apiUrl });
  const url = new URL(input.url, 'http://server.invalid');
  const { live, routes, navEntries, isNotFound } = routingFor(input.registry);
  const modules = modulesRendering(live, url.pathname);
  const locale: Locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  // The shell's own messages in the language are in before the first pass (the remotes' suspend until theirs are).
  const [{ loader, missing }] = await Promise.all([serverRemoteLoader(modules, input.loadContainer, deadline), preloadMessages(locale)]);

  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const used = usedQueries(client);
  const tried = new Set<string>();
  seedQueryPlan(input.url, client);
  await fetchPageData(client, tried, deadline);
  const errors: unknown[] = [];
  for (let pass = 1; ; pass += 1) {
    const head: PageHead = {};
    used.clear();
    errors.length = 0;
    const tree = pageStyleSheet().collectStyles(
      <QueryClientProvider client={client}>
        <PageHeadContext.Provider value={head}>
          <RequestNavEntriesProvider value={navEntries}>
            <RemoteLoaderProvider value={loader}>
              <AppFrame locale={locale}>
                <StaticRouter location={input.url}>
                  <AppRoutes routes={routes} />
                </StaticRouter>
              </AppFrame>
            </RemoteLoaderProvider>
          </RequestNavEntriesProvider>
        </PageHeadContext.Provider>
      </QueryClientProvider>,
    );
    const html = await renderToHtml(tree, deadline, errors, input.nonce);
    if (pass < MAX_RENDER_PASSES && Date.now() < deadline && (await fetchPageData(client, tried, deadline))) continue;
    // Data the page wanted and has not got (failed, or late): the browser fetches it; not worth keeping.
    const incomplete = [...used].some((hash) => {
      const query = client.getQueryCache().get(hash);
      return query !== undefined && query.state.status !== 'success' && isEnabled(query);
    });
    if (!incomplete) rememberQueryPlan(input.url, client, used);
    const status = isNotFound(url.pathname) || head.status === 404 ? 404 : 200;
    return {
      status,
      locale,
      html,
      // The Bengali font's preloads and @font-face rules lead, for a page in Bangla.
      styles: bengaliFontHeadTags(locale) + pageStyleTags(html),
      head: documentHead(head, url, status, locale),
      state: {
        config: input.config,
        registry: input.registry,
        // Only what the page shows: a query a plan fetched that the page no longer asks for stays out.
        queries: dehydrate(client, { shouldDehydrateQuery: (query) => used.has(query.queryHash) && query.state.status === 'success' }),
      },
      cacheable: !missing.length && !errors.length && !incomplete,
      fellBack: [...missing],
    };
  }
}

/** The hashes of the queries a render asks for (its hooks build them in the cache), cleared before each pass. */
function usedQueries(client: QueryClient): Set<string> {
  const used = new Set<string>();
  const cache = client.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    used.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  return used;
}
