import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { HostRoutesContext } from '@forkful/runtime';
import { routeCheckOf } from '@forkful/ui';
import { RumViews } from '../features/rum';

/**
 * The app's routes (routes.tsx) under whichever router the caller gives: the browser's, the server's static one, a
 * test's memory router. A declarative router, not a data one: the routes load no data of their own (the pages fetch
 * theirs), and the data router is 15.7 KB brotli more on every page. The remotes learn from here which pages exist,
 * and real-user monitoring which page view begins (RumViews renders nothing).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const hostHasRoute = useMemo(() => routeCheckOf(routes), [routes]);
  const page = useRoutes(routes);
  return (
    <HostRoutesContext.Provider value={hostHasRoute}>
      <RumViews routes={routes} />
      {page}
    </HostRoutesContext.Provider>
  );
}
