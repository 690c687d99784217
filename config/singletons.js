'use strict';
/**
 * Shared as singletons: one copy at run time, the one the shell (the first container) provides.
 * strictVersion: a remote whose required range the provided copy does not satisfy fails to load (its area shows the
 * fallback) instead of running with a wrong copy; `npm run deploy` refuses such a remote before it goes live.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'zustand',
  'react-hot-toast',
  // Every app's messages (ui/src/i18n): one copy of the ICU message formatter on a page.
  'intl-messageformat',
  'axios',
  '@tanstack/react-query',
  // The session, the HTTP client and the query client: one copy on a page, the shell's (runtime/src/index.ts).
  '@forkful/runtime',
  // Frozen, for remotes built before runtime existed; only the shell depends on it, so only the shell provides it.
  '@forkful/contracts',
];

/**
 * Singletons the frontends use only a part of, with the exports every frontend may import from them. A shared module
 * cannot be tree-shaken by its users (any remote may ask for any export), so these are shared as a module that
 * re-exports just the names below (brotli, as every page loads them): react-router-dom (all of react-router v7: the
 * data routers, server rendering, sessions and cookies) 51.2 -> 12.3 KB (27.8 KB while it held the data router),
 * @tanstack/react-query 12.2 -> 10.6 KB, styled-components 11.5 -> 10.6 KB. A build that imports another name from
 * one fails (see config/webpack.shared.js); add it here, and deploy the shell before a remote that needs it: a remote gets the
 * shell's copy, and a name the live shell lacks is `undefined` there (the deploy's render checks refuse a page that
 * uses one while rendering; one used only in an event handler fails when it runs). Names are only ever added, like
 * `@forkful/runtime`'s exports, with one exception: the data router's, which only the shell ever used (it moved
 * to the declarative router); UNSAFE_DataRouterContext and matchRoutes stay, for remotes built before that (their
 * useHostHasRoute reads the context). The server builds (config/webpack.server.js) keep the whole packages.
 */
const SHARED_EXPORTS = {
  'react-router-dom': [
    // Used by the frontends today.
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'matchRoutes',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useOutlet',
    'useParams',
    'useRoutes',
    'useSearchParams',
    // For remotes built when the shell had a data router (see above).
    'UNSAFE_DataRouterContext',
    // Small and likely to be wanted next (~0.5 KB together).
    'createSearchParams',
    'generatePath',
    'matchPath',
    'useBeforeUnload',
    'useHref',
    'useInRouterContext',
    'useMatch',
    'useOutletContext',
    'useResolvedPath',
  ],
  '@tanstack/react-query': [
    // Used by the frontends and @forkful/runtime today.
    'QueryClient',
    'QueryClientContext',
    'QueryClientProvider',
    'dehydrate',
    'hashKey',
    'hydrate',
    'keepPreviousData',
    'useInfiniteQuery',
    'useMutation',
    'useQuery',
    'useQueryClient',
    // Small and likely to be wanted next (useQueries and the suspense hooks are not: +1 KB).
    'HydrationBoundary',
    'MutationCache',
    'QueryCache',
    'infiniteQueryOptions',
    'isServer',
    'queryOptions',
    'skipToken',
    'useIsFetching',
    'useIsMutating',
  ],
  'styled-components': [
    // Used by the frontends today (`default`: `import styled from 'styled-components'`).
    'default',
    'ThemeProvider',
    'createGlobalStyle',
    'css',
    'keyframes',
    'useTheme',
    // Small and likely to be wanted next.
    'StyleSheetManager',
    'ThemeConsumer',
    'ThemeContext',
    'isStyledComponent',
    'withTheme',
  ],
};

module.exports = { SINGLETONS, SHARED_EXPORTS };
