import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { useHostHasRoute } from './use-host-route';

function Probe({ path }: { path: string }) {
  return <output>{useHostHasRoute(path) ? 'routed' : 'not routed'}</output>;
}

function inHost(path: string, hostRoutes: RouteObject[]) {
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

  it('assumes the page exists outside a data router (a standalone remote)', () => {
    render(
      <MemoryRouter>
        <Probe path="/cooks/anyone" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('routed');
  });
});
