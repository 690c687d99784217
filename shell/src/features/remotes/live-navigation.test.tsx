import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createStore } from 'zustand';
import { navigationStore, navEntriesOf, type NavigationState } from '@forkful/runtime';
import { fixtureRegistry } from '../../testing/remote-fixtures';
import { renderAt } from '../../testing/render';
import { createLiveNavigation, liveNavigation } from './live-navigation';
import type { RemoteLoader } from './remote-loader';
import { RemoteLoaderProvider } from './remote-loader-context';
import { RemotePage } from './remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

const headerLabels = (state: NavigationState) => navEntriesOf(state.entries, 'header').map((entry) => entry.label);

describe('live navigation', () => {
  it("shows every mounted remote's entries, in registry order within equal orders", () => {
    const store = createStore<NavigationState>(() => ({ entries: [] }));
    const registry = fixtureRegistry();
    registry.remotes[2].routes.nav.push({ slot: 'header', label: 'Cooks', to: '/cooks', order: 10 });
    createLiveNavigation(store).show(registry.remotes);
    expect(headerLabels(store.getState())).toEqual(['Home', 'Cooks', 'All Recipes', 'About Us', 'Contact', 'Support', 'Dashboard']);
    expect(navEntriesOf(store.getState().entries, 'dashboard')).toHaveLength(7);
  });

  it("drops an unreachable remote's entries and puts them back once it loads again", () => {
    const store = createStore<NavigationState>(() => ({ entries: [] }));
    const navigation = createLiveNavigation(store);
    navigation.show(fixtureRegistry().remotes);
    navigation.unreachable('mfe_recipes');
    expect(headerLabels(store.getState())).toEqual(['Home', 'About Us', 'Contact', 'Support', 'Dashboard']);
    expect(navEntriesOf(store.getState().entries, 'footer-explore').map((entry) => entry.label)).toEqual(['About Us', 'Share a Recipe']);
    navigation.reachable('mfe_recipes');
    expect(headerLabels(store.getState())).toEqual(['Home', 'All Recipes', 'About Us', 'Contact', 'Support', 'Dashboard']);
  });

  it('leaves out an entry that is not shaped like one', () => {
    const store = createStore<NavigationState>(() => ({ entries: [] }));
    const [remote] = fixtureRegistry().remotes;
    const routes = { ...remote.routes, nav: [{ slot: 'header', label: 'Broken' }, ...remote.routes.nav.slice(0, 1)] as never };
    createLiveNavigation(store).show([{ name: remote.name, routes }]);
    expect(headerLabels(store.getState())).toEqual(['Dashboard']);
  });
});

describe("a remote page's load decides its remote's entries", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    liveNavigation.show(fixtureRegistry().remotes);
  });
  afterEach(() => consoleError.mockRestore());

  it('a failed load hides the remote from the navigation; Retry that loads it shows it again', async () => {
    const answers: Array<Error | ComponentType> = [new Error('mfe_recipes did not load within 4 s'), () => <h1>All the recipes</h1>];
    const loader: RemoteLoader = {
      load: async () => {
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
      reset: () => undefined,
    };
    renderAt(
      <RemoteLoaderProvider value={loader}>
        <RemotePage id="mfe_recipes/AllRecipesPage" />
      </RemoteLoaderProvider>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(headerLabels(navigationStore.getState())).not.toContain('All Recipes');
    expect(headerLabels(navigationStore.getState())).toContain('About Us');
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'All the recipes' })).toBeInTheDocument();
    expect(headerLabels(navigationStore.getState())).toContain('All Recipes');
  });

  it('a page that loads but throws while rendering keeps its entries (a bug, not an unreachable remote)', async () => {
    const Broken = () => {
      throw new Error('render bug');
    };
    const loader: RemoteLoader = { load: async () => Broken, reset: () => undefined };
    renderAt(
      <RemoteLoaderProvider value={loader}>
        <RemotePage id="mfe_recipes/AllRecipesPage" />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(headerLabels(navigationStore.getState())).toContain('All Recipes');
  });
});
