import { createContext, useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, type RouteObject } from 'react-router-dom';
import { HostRoutesContext, type HostRouteCheck } from '@forkful/runtime';

/** Whether `routes` have a page at a path: a match whose leaf is not the splat ('*', the not-found page). */
export function routeCheckOf(routes: RouteObject[]): HostRouteCheck {
  return (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route;
    return Boolean(leaf && leaf.path !== '*');
  };
}

// Stand-ins when the shell's copy of a shared module lacks a context (an older or newer shell), so that the hooks
// below are always called in the same order.
const NO_HOST_ROUTES = createContext<HostRouteCheck | null>(null);
const NO_DATA_ROUTER = createContext<{ router?: { routes: RouteObject[] } } | null>(null);

/**
 * Whether the host (the shell) has a page at `path`, so a remote can link to a page an older shell lacks only once
 * the shell routes it (remotes deploy before the shell that routes their new pages; until then, no link to a 404).
 * The shell says so through HostRoutesContext; a shell from before it had a data router, whose routes are read
 * instead. Neither (a standalone remote's own routes, tests): the page is taken to exist.
 */
export function useHostHasRoute(path: string): boolean {
  const hostHasRoute = useContext(HostRoutesContext ?? NO_HOST_ROUTES);
  const router = useContext((UNSAFE_DataRouterContext as typeof NO_DATA_ROUTER | undefined) ?? NO_DATA_ROUTER)?.router;
  if (hostHasRoute) return hostHasRoute(path);
  if (!router) return true;
  return routeCheckOf(router.routes)(path);
}
