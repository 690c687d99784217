import { useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * Whether the host (the shell) has a page at `path`, so a remote can link to a page an older shell lacks only once
 * the shell routes it (remotes deploy before the shell that routes their new pages; until then, no link to a 404).
 * Reads the shell's data router (react-router-dom is a shared singleton); a router without route data (a standalone
 * remote's own routes, tests) is taken to have the page. A splat-only match ('*', the not-found page) is not a page.
 */
export function useHostHasRoute(path: string): boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) return true;
  const matches = matchRoutes(router.routes, path);
  const leaf = matches?.at(-1)?.route;
  return Boolean(leaf && leaf.path !== '*');
}
