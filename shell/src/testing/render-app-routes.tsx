import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { AppRoutes } from '../app/app-routes';
import type { RemoteLoader, RemoteModuleId } from '../features/remotes/remote-loader';
import { RemoteLoaderProvider } from '../features/remotes/remote-loader-context';

/**
 * A loader that never touches the network: every module is a page headed by its own id (with an outlet, so a layout
 * module shows its child below it), unless `modules` gives it a component or an error. It records what was asked.
 */
export function fakeRemoteLoader(modules: Record<RemoteModuleId, ComponentType | Error> = {}) {
  const calls: RemoteModuleId[] = [];
  const pages = new Map<RemoteModuleId, ComponentType>();
  const pageNamed = (id: RemoteModuleId): ComponentType => {
    if (!pages.has(id)) {
      pages.set(id, () => (
        <section>
          <h1>{id}</h1>
          <Outlet />
        </section>
      ));
    }
    return pages.get(id)!;
  };
  const loader: RemoteLoader = {
    load: async (id) => {
      calls.push(id);
      const answer = modules[id];
      if (answer instanceof Error) throw answer;
      return answer ?? pageNamed(id);
    },
    reset: () => undefined,
  };
  return { loader, calls };
}

/** Where the router is, and the state it carries (the origin remembered by a redirect to /login). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="Location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

/** The app's routes (AppRoutes, as the browser and the server render them) in a memory router with a fake loader. */
export function renderAppRoutes(routes: RouteObject[], path: string, loader: RemoteLoader) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <RemoteLoaderProvider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routes={routes} />
          <LocationProbe />
        </MemoryRouter>
      </RemoteLoaderProvider>
    </ThemeProvider>,
  );
}
