import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import type { RumEvent } from '@forkful/domain';
import type { RemoteRegistry } from '@forkful/topology';
import { AppRoutes } from '../../../app/app-routes';
import { buildRoutes } from '../../../app/routes';
import { signIn, signOutSession } from '../../../testing/render';
import { fakeRemoteLoader } from '../../../testing/render-app-routes';
import { registryRemote, routesOf } from '../../../testing/remote-fixtures';
import { RemoteLoaderProvider } from '../../remotes/remote-loader-context';
import { rum, startRum } from '../lib/rum-record';
import { resetRum, sentEvents } from '../testing/reset-rum';

jest.mock('@module-federation/enhanced/runtime', () => ({}));
jest.mock('../../auth/lib/auth-service', () => ({ logout: jest.fn(), ensureAuth: jest.fn(), useSessionIsProvisional: () => false }));
jest.mock('react-router-dom', () => ({ ...jest.requireActual('react-router-dom'), ScrollRestoration: () => null }));
jest.mock('../lib/rum-sender', () => ({ startSender: jest.fn() }));

const VERSIONS = { dashboard: '20261120T100000000Z-aaaaaaa', public: '20261121T100000000Z-bbbbbbb', recipes: '20261122T100000000Z-ccccccc' };
const REGISTRY: RemoteRegistry = {
  schemaVersion: 2,
  remotes: (['dashboard', 'public', 'recipes'] as const).map((app) => registryRemote(app, routesOf(app), VERSIONS[app])),
};

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  const routes = buildRoutes(REGISTRY);
  return render(
    <ThemeProvider theme={lightTheme}>
      <RemoteLoaderProvider value={fakeRemoteLoader().loader}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routes={routes} />
          <Navigator />
        </MemoryRouter>
      </RemoteLoaderProvider>
    </ThemeProvider>,
  );
}

const views = () =>
  sentEvents(REGISTRY.remotes, '20261124T000000000Z-5555555')
    .filter((event): event is Extract<RumEvent, { kind: 'view' }> => event.kind === 'view')
    .map(({ route, app, version }) => [route, app, version]);

beforeEach(() => {
  window.sessionStorage.clear();
  resetRum();
  startRum({ apiUrl: 'http://api.test', rumSampleRate: 1 }, REGISTRY.remotes);
});

describe('RumViews', () => {
  it("follows navigation: each page's route pattern, never its path, and the app and version that own it", async () => {
    signIn();
    renderAt('/recipes/6650a1b2c3d4e5f6a7b8c9d0?tab=reviews');
    expect(await screen.findByRole('heading', { name: 'mfe_recipes/RecipeDetailPage' })).toBeInTheDocument();
    await act(async () => navigate('/dashboard/all-recipes'));
    await act(async () => navigate('/about'));
    await act(async () => navigate('/no/such/page'));
    await act(async () => navigate('/'));
    expect(views()).toEqual([
      ['/recipes/:id', 'recipes', VERSIONS.recipes],
      // The dashboard owns its layout's pages, even one that shows another remote's module.
      ['/dashboard/all-recipes', 'dashboard', VERSIONS.dashboard],
      ['/about', 'public', VERSIONS.public],
      // The catch-all page is its server's.
      ['/*', 'public', VERSIONS.public],
      ['/', 'public', VERSIONS.public],
    ]);
  });

  it("tags the shell's own pages `shell`, with the shell's version", async () => {
    signOutSession();
    renderAt('/my-recipes');
    // A signed-in page sends a signed-out visitor to /login: two views.
    await waitFor(() => expect(rum.records).toHaveLength(2));
    expect(views()).toEqual([
      ['/my-recipes', 'dashboard', VERSIONS.dashboard],
      ['/login', 'shell', '20261124T000000000Z-5555555'],
    ]);
  });

  it('adds no view on a re-render of the same path, and renders nothing', async () => {
    const { container, rerender } = renderAt('/about');
    await screen.findByRole('heading', { name: 'mfe_public/AboutPage' });
    const html = container.innerHTML;
    rerender(<div />);
    expect(views()).toEqual([['/about', 'public', VERSIONS.public]]);
    expect(html).not.toMatch(/rum/i);
  });
});
