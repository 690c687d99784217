import { screen, within } from '@testing-library/react';
import { setDevelopmentSession } from '@forkful/runtime';
import { renderRoute } from '../../../testing/render';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
// The page that mounts the section (a test may reach into another feature).
import { RecipeDetailPage } from '../../recipe-detail/components/recipe-detail-page';
import { RECIPE_ID, makeReviews, makeSummary, mockReviewsApi, servePages } from '../testing/review-fixtures';

const recipes = mockRecipesApi();
const reviews = mockReviewsApi();

it('the recipe page has a "Ratings and reviews" section, left off the printed page, with the reviews', async () => {
  setDevelopmentSession({ uid: 'reader-uid' });
  recipes.get.mockResolvedValue(makeRecipe({ _id: RECIPE_ID, ratingAverage: 5, ratingCount: 2 }));
  reviews.mine.mockResolvedValue(null);
  servePages(reviews.page, makeReviews(2), makeSummary([0, 0, 0, 0, 2]));
  renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${RECIPE_ID}` });
  const section = await screen.findByRole('region', { name: 'Ratings and reviews' });
  expect(section).toHaveAttribute('data-print', 'hide');
  expect(await within(section).findByText('5.0 out of 5')).toBeInTheDocument();
  expect(await within(section).findByRole('article', { name: 'Cook 2' })).toBeInTheDocument();
  expect(within(section).getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
});
