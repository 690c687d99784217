import { useLayoutEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { record } from '../lib/rum-record';

/**
 * Notes a page view whenever the path changes (the sender reads its route pattern and owner from `routes`). Rendered
 * before the page: its layout effect runs before the page's effects and before a boundary below reports what the
 * page threw, so all of that is the new view's. Renders nothing, and does nothing on the server.
 */
export function RumViews({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => record({ kind: 'view', path: pathname, routes }), [routes, pathname]);
  return null;
}
