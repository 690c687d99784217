import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { navigationStore } from '@forkful/runtime';
import type { ExtensionSlotProps, RemoteRegistry } from '@forkful/topology';
import { ExtensionSlot } from '@forkful/ui';
import { buildRoutes } from '../../app/routes';
import { fixtureRegistry, registryRemote, routesOf } from '../../testing/remote-fixtures';
import { signIn } from '../../testing/render';
import { fakeRemoteLoader, renderAppRoutes } from '../../testing/render-app-routes';
import { extensionContributions } from './extensions-provider';
import { liveNavigation } from './live-navigation';
import type { RemoteLoader } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({}));
jest.mock('../auth/lib/auth-service', () => ({ logout: jest.fn(), ensureAuth: jest.fn(), useSessionIsProvisional: () => false }));
jest.mock('react-router-dom', () => ({ ...jest.requireActual('react-router-dom'), ScrollRestoration: () => null }));

const planner = registryRemote('planner', {
  schemaVersion: 1,
  claims: ['/plan'],
  pages: [{ path: '/plan', module: 'PlanPage', access: 'signed-in' }],
  nav: [{ slot: 'header', label: 'Meal Plan', to: '/plan', order: 40 }],
  extensions: [{ slot: 'recipe-actions', module: 'AddToPlanAction' }],
});

/** Today's remotes and the planner, as the shell's /remotes.json lists them (by name). */
function registryWithPlanner(): RemoteRegistry {
  const { remotes } = fixtureRegistry();
  return { schemaVersion: 2, remotes: [...remotes.slice(0, 1), planner, ...remotes.slice(1)] };
}

/** A stand-in for mfe-recipes' detail page: its actions, with the slot among them. */
function RecipeDetailPage() {
  return (
    <article>
      <h1>Creamy Garlic Pasta</h1>
      <div role="group" aria-label="Recipe actions">
        <button type="button">Save recipe</button>
        <ExtensionSlot slot="recipe-actions" props={{ recipe: { _id: '42', title: 'Creamy Garlic Pasta', servings: 2 } }} />
      </div>
    </article>
  );
}

function AddToPlanAction({ recipe }: ExtensionSlotProps['recipe-actions']) {
  return <button type="button">Add {recipe.title} to plan</button>;
}

// A remote module's default export, as the loader gives it: a component of unknown props.
const addToPlanModule = AddToPlanAction as ComponentType;

const actions = () => within(screen.getByRole('group', { name: 'Recipe actions' })).getAllByRole('button').map((button) => button.textContent);

describe("the live remotes' contributions to extension slots", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    signIn();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("puts the planner's action on the recipe page, loaded through the shell's remote loader", async () => {
    const fake = fakeRemoteLoader({ 'mfe_recipes/RecipeDetailPage': RecipeDetailPage, 'mfe_planner/AddToPlanAction': addToPlanModule });
    renderAppRoutes(buildRoutes(registryWithPlanner()), '/recipes/42', fake.loader);
    expect(await screen.findByRole('button', { name: 'Add Creamy Garlic Pasta to plan' })).toBeInTheDocument();
    expect(actions()).toEqual(['Save recipe', 'Add Creamy Garlic Pasta to plan']);
    expect(fake.calls).toEqual(['mfe_recipes/RecipeDetailPage', 'mfe_planner/AddToPlanAction']);
  });

  it('shows the page without the action when the planner does not load, and hides its navigation', async () => {
    liveNavigation.show(registryWithPlanner().remotes);
    const fake = fakeRemoteLoader({ 'mfe_recipes/RecipeDetailPage': RecipeDetailPage, 'mfe_planner/AddToPlanAction': new Error('mfe_planner/AddToPlanAction did not load within 4 s') });
    renderAppRoutes(buildRoutes(registryWithPlanner()), '/recipes/42', fake.loader);
    expect(await screen.findByRole('heading', { name: 'Creamy Garlic Pasta' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[forkful] mfe_planner/AddToPlanAction is left out of the recipe-actions slot:', expect.any(Error)));
    expect(actions()).toEqual(['Save recipe']);
    expect(navigationStore.getState().entries.map((entry) => entry.label)).not.toContain('Meal Plan');
  });

  it('contributes nothing when no live remote declares an extension', async () => {
    const fake = fakeRemoteLoader({ 'mfe_recipes/RecipeDetailPage': RecipeDetailPage });
    renderAppRoutes(buildRoutes(fixtureRegistry()), '/recipes/42', fake.loader);
    expect(await screen.findByRole('heading', { name: 'Creamy Garlic Pasta' })).toBeInTheDocument();
    expect(actions()).toEqual(['Save recipe']);
    expect(fake.calls).toEqual(['mfe_recipes/RecipeDetailPage']);
  });
});

describe('extensionContributions', () => {
  function loaderOf(answers: Array<() => Promise<never> | Promise<typeof AddToPlanAction>>) {
    const loads: string[] = [];
    const resets: string[] = [];
    const loader: RemoteLoader = {
      load: (id) => {
        loads.push(id);
        return answers.shift()!() as ReturnType<RemoteLoader['load']>;
      },
      reset: (id) => {
        resets.push(id);
      },
    };
    return { loader, loads, resets };
  }

  it("lists each slot's module ids in order, each loaded once for all the slots that show it", async () => {
    const { loader, loads } = loaderOf([async () => AddToPlanAction]);
    const { 'recipe-actions': contributions } = extensionContributions([registryRemote('recipes', routesOf('recipes')), planner], loader);
    expect(contributions?.map(({ id }) => id)).toEqual(['mfe_planner/AddToPlanAction']);
    const [{ load }] = contributions!;
    expect(await Promise.all([load(), load()])).toEqual([AddToPlanAction, AddToPlanAction]);
    expect(loads).toEqual(['mfe_planner/AddToPlanAction']);
  });

  it('forgets a failed load, resetting the loader, so the next slot tries again', async () => {
    const { loader, loads, resets } = loaderOf([() => Promise.reject(new Error('down')), async () => AddToPlanAction]);
    const [{ load }] = extensionContributions([planner], loader)['recipe-actions']!;
    await expect(load()).rejects.toThrow('down');
    expect(resets).toEqual(['mfe_planner/AddToPlanAction']);
    await expect(load()).resolves.toBe(AddToPlanAction);
    expect(loads).toHaveLength(2);
  });
});
