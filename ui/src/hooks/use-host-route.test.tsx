import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { HostRoutesContext } from '@forkful/runtime';
import { routeCheckOf, useHostHasRoute } from './use-host-route';

function Probe({ path }: { path: string }) {
  return <output>{useHostHasRoute(path) ? 'routed' : 'not routed'}</output>;
}

/** Today's shell: a declarative router, and its answer in HostRoutesContext. */
function inHost(path: string, hostRoutes: RouteObject[]) {
  render(
    <HostRoutesContext.Provider value={routeCheckOf([{ path: '/', children: hostRoutes }])}>
      <MemoryRouter>
        <Probe path={path} />
      </MemoryRouter>
    </HostRoutesContext.Provider>,
  );
}

/** A shell from before HostRoutesContext: a data router, whose routes the hook reads. */
function inDataRouterHost(path: string, hostRoutes: RouteObject[]) {
  const router = createMemoryRouter([{ path: '/', element: <Probe path={path} />, children: hostRoutes }]);
  render(<RouterProvider router={router} />);
}

describe('useHostHasRoute', () => {
  it("is true for a path the host's routes have, params included", () => {
    inHost('/cooks/sample-marco', [{ path: 'cooks/:uid' }, { path: '*' }]);
    expect(screen.getByRole('status')).toHaveTextContent('routed');
  });

  it('is false for a path only the not-found splat matches (an older shell)', () => {
    inHost('/cooks/sample-marco', [{ path: 'recipes/:id' }, { path: '*' }]);
    expect(screen.getByRole('status')).toHaveTextContent('not routed');
  });

  it("reads a data router's routes when the shell provides no answer (a shell from before HostRoutesContext)", () => {
    inDataRouterHost('/cooks/sample-marco', [{ path: 'recipes/:id' }, { path: '*' }]);
    expect(screen.getByRole('status')).toHaveTextContent('not routed');
  });

  it('assumes the page exists with neither (a standalone remote)', () => {
    render(
      <MemoryRouter>
        <Probe path="/cooks/anyone" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('routed');
  });
});
