import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { sessionStore, type SessionUser } from '@forkful/runtime';

type Entry = string | { pathname: string; state?: unknown };

/** Shows the current location, so a test can see where a navigation ended. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders routes (path -> element) in a memory router with the light theme. jsdom has no fetch Request,
 * which the data router needs, so unit tests use the declarative router; the browser tests cover the real one.
 */
export function renderRoutes(routes: Record<string, ReactElement>, initialEntries: Entry[] = ['/']) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={initialEntries}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<p>Landed on another page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** One element at `path` (opened with `entry`, e.g. with router state). */
export function renderAt(element: ReactElement, path = '/', entry: Entry = path) {
  return renderRoutes({ [path]: element }, [entry]);
}

export function currentPath(): string | null {
  return document.querySelector('[data-testid="location"]')?.textContent ?? null;
}

export function signIn(user: Partial<SessionUser> = {}) {
  sessionStore.setState({
    status: 'signed-in',
    user: { uid: 'u1', email: 'cook@forkful.test', displayName: 'Cook', photoURL: null, ...user },
  });
}

export function signOutSession() {
  sessionStore.setState({ status: 'signed-out', user: null });
}
