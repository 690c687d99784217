import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Recipe } from '@forkful/domain';
import { setDevelopmentSession } from '@forkful/runtime';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { renderRoute } from '../../../testing/render';
import { makeRecipe, makeRecipes } from '../../../testing/recipe-fixtures';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { RecipeDetailPage } from '../components/recipe-detail-page';

const { get: getSpy, like: likeSpy } = mockRecipesApi();
const recipe = makeRecipe({ likeCount: 4 });
const topKey = recipeQueryKeys.top();
const detailKey = recipeQueryKeys.detail(recipe._id);

/** The detail page on a client that also holds the home page's top list, as the shell's shared client would. */
async function openDetailBesideTopList() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(topKey, makeRecipes(6));
  renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${recipe._id}`, queryClient });
  await screen.findByRole('heading', { level: 1, name: recipe.title });
  return queryClient;
}

const OWN_RECIPE_NOTE = 'This is your recipe, so it collects likes from other cooks.';
const like = async () => userEvent.click(screen.getByRole('button', { name: 'Like' }));

beforeEach(() => {
  setDevelopmentSession({ email: 'reader@example.com' });
  getSpy.mockResolvedValue(recipe);
});

describe('liking a recipe', () => {
  it("invalidates the other recipe queries (the home page's top list), so they refetch when next shown", async () => {
    likeSpy.mockResolvedValue({ likeCount: 5 });
    const queryClient = await openDetailBesideTopList();
    expect(queryClient.getQueryState(topKey)?.isInvalidated).toBe(false);
    await like();
    expect(await screen.findByText('You liked this recipe!')).toBeInTheDocument();
    expect(queryClient.getQueryState(topKey)?.isInvalidated).toBe(true);
  });

  it('keeps the server count in the cached recipe instead of asking for it again', async () => {
    likeSpy.mockResolvedValue({ likeCount: 5 });
    const queryClient = await openDetailBesideTopList();
    await like();
    await screen.findByText('You liked this recipe!');
    expect(queryClient.getQueryData<Recipe>(detailKey)?.likeCount).toBe(5);
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(false);
    expect(getSpy).toHaveBeenCalledTimes(1);
  });

  it('leaves the cache alone when the like is refused', async () => {
    likeSpy.mockRejectedValue(httpError(409, 'You already liked this recipe'));
    const queryClient = await openDetailBesideTopList();
    await like();
    expect(await screen.findByText('You already liked this recipe')).toBeInTheDocument();
    expect(queryClient.getQueryState(topKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData<Recipe>(detailKey)?.likeCount).toBe(4);
  });

  it("refuses the author's own like without a request, and says why beside the button", async () => {
    setDevelopmentSession({ uid: 'maria-uid', email: 'maria@example.com' });
    getSpy.mockResolvedValue({ ...recipe, authorUid: 'maria-uid' });
    const queryClient = await openDetailBesideTopList();
    expect(screen.getByText(OWN_RECIPE_NOTE)).toBeInTheDocument();
    await like();
    expect(await screen.findByText('You cannot like your own recipe')).toBeInTheDocument();
    expect(likeSpy).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(topKey)?.isInvalidated).toBe(false);
  });
});

// The author is an account (its uid), as the server decides: an email can change, or come back on another account.
describe('whose recipe it is', () => {
  it('is still your own after you change your email: the note, and no like is sent', async () => {
    setDevelopmentSession({ uid: 'maria-uid', email: 'maria.new@example.com' });
    getSpy.mockResolvedValue({ ...recipe, authorUid: 'maria-uid', authorEmail: 'maria@example.com' });
    await openDetailBesideTopList();
    expect(screen.getByText(OWN_RECIPE_NOTE)).toBeInTheDocument();
    await like();
    expect(await screen.findByText('You cannot like your own recipe')).toBeInTheDocument();
    expect(likeSpy).not.toHaveBeenCalled();
  });

  it("is not yours because your account holds the recipe's email: no note, and the like is sent", async () => {
    setDevelopmentSession({ uid: 'another-uid', email: 'maria@example.com' });
    getSpy.mockResolvedValue({ ...recipe, authorUid: 'maria-uid', authorEmail: 'maria@example.com' });
    likeSpy.mockResolvedValue({ likeCount: 5 });
    await openDetailBesideTopList();
    expect(screen.queryByText(OWN_RECIPE_NOTE)).not.toBeInTheDocument();
    await like();
    expect(await screen.findByText('You liked this recipe!')).toBeInTheDocument();
    expect(likeSpy).toHaveBeenCalledWith(recipe._id);
  });
});
