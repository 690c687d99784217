import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { ExtensionsContext, setDevelopmentSession, type ExtensionContributions } from '@forkful/runtime';
import type { ExtensionSlotProps } from '@forkful/topology';
import { renderRoute } from '../../../testing/render';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { RecipeDetailPage } from './recipe-detail-page';

const api = mockRecipesApi();
const ID = '64b000000000000000000001';
const OWN_ACTIONS = ['Save recipe', 'Add to collection', 'Share', 'Start cooking', 'Print', 'Download'];

/** A stand-in for the planner's contribution: what a slot's props give it, on its button. */
function AddToPlanAction({ recipe }: ExtensionSlotProps['recipe-actions']) {
  return <button type="button">Add {recipe.title} to plan ({recipe._id}, serves {recipe.servings})</button>;
}

// Ids differ per test: the slot reports a failed contribution once per page load.
let seq = 0;
const contributed = (...loads: Array<() => Promise<ComponentType>>): ExtensionContributions => ({
  'recipe-actions': loads.map((load) => ({ id: `mfe_planner${(seq += 1)}/AddToPlanAction`, load })),
});

async function renderDetail(contributions: ExtensionContributions | null) {
  api.get.mockResolvedValue(makeRecipe({ _id: ID, servings: 4 }));
  renderRoute(
    <ExtensionsContext.Provider value={contributions}>
      <RecipeDetailPage />
    </ExtensionsContext.Provider>,
    { path: '/recipes/:id', url: `/recipes/${ID}` },
  );
  await screen.findByRole('heading', { level: 1, name: 'Creamy Garlic Pasta' });
}

const actions = () => within(screen.getByRole('group', { name: 'Recipe actions' })).getAllByRole('button').map((button) => button.textContent?.trim());

let warn: jest.SpyInstance;
beforeEach(() => {
  setDevelopmentSession({ uid: 'reader-1', email: 'reader@example.com' });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('Actions other remotes contribute (the recipe-actions slot)', () => {
  it.each([
    ['outside a shell (standalone)', null],
    ['when no live remote contributes one', {}],
  ])('are none %s: only the page\'s own actions', async (_, contributions) => {
    await renderDetail(contributions);
    expect(actions()).toEqual(OWN_ACTIONS);
  });

  it("shows a contribution after the page's own actions, given the recipe's id, title and servings", async () => {
    await renderDetail(contributed(async () => AddToPlanAction as ComponentType));
    const add = `Add Creamy Garlic Pasta to plan (${ID}, serves 4)`;
    expect(await screen.findByRole('button', { name: add })).toBeInTheDocument();
    expect(actions()).toEqual([...OWN_ACTIONS, add]);
  });

  it('works without a contribution that fails to load or throws, keeping the ones that work', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('planner bug');
    };
    await renderDetail(contributed(
      () => Promise.reject(new Error('mfe_planner/AddToPlanAction did not load within 4 s')),
      async () => Broken,
      async () => AddToPlanAction as ComponentType,
    ));
    expect(await screen.findByRole('button', { name: /to plan/ })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(actions()).toEqual([...OWN_ACTIONS, expect.stringContaining('to plan')]);
    expect(screen.getByRole('list', { name: 'Ingredients' })).toBeInTheDocument();
    error.mockRestore();
  });
});
