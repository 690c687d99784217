import { useLayoutEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { viewAt } from '../lib/rum-start';

/**
 * Begins a RUM page view whenever the path changes, tagged with the matched route's pattern. Rendered before the
 * page (its layout effect runs before the page's effects, so what the page does on mount is the new view's), renders
 * nothing, and does nothing on the server.
 */
export function RumViews({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => viewAt(pathname, routes), [routes, pathname]);
  return null;
}
