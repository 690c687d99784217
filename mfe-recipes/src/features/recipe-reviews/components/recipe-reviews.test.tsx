import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Recipe } from '@forkful/domain';
import { sessionStore, setDevelopmentSession } from '@forkful/runtime';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { RECIPE_ID, makeReview, makeReviews, makeSummary, mockReviewsApi, renderOnRecipePage, servePages } from '../testing/review-fixtures';
import { RecipeReviewsSection } from './recipe-reviews-section';

const spies = mockReviewsApi();
const recipe = (overrides: Partial<Recipe> = {}) => makeRecipe({ _id: RECIPE_ID, authorUid: 'maria-uid', ratingAverage: 4.3, ratingCount: 12, ...overrides });

beforeEach(() => {
  setDevelopmentSession({ uid: 'reader-uid' });
  spies.mine.mockResolvedValue(null);
});

const reviewsList = () => screen.findByRole('list', { name: /reviews?$/ });

describe('RecipeReviewsSection', () => {
  it('on the server is the rating line from the recipe alone: no review code, no request', () => {
    const html = renderToString(
      <MemoryRouter>
        <RecipeReviewsSection recipe={recipe()} />
      </MemoryRouter>,
    );
    expect(html).toBe('<p>4.3 out of 5 · 12 ratings</p>');
    expect(spies.page).not.toHaveBeenCalled();
  });

  it('in the browser loads the summary with its breakdown and the reviews, newest first', async () => {
    servePages(spies.page, makeReviews(3), makeSummary([0, 0, 1, 1, 1]));
    renderOnRecipePage(<RecipeReviewsSection recipe={recipe()} />);
    expect(await screen.findByText('4.0 out of 5')).toBeInTheDocument();
    expect(screen.getByText('3 ratings')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ratings by stars' })).toBeInTheDocument();
    expect(spies.page).toHaveBeenCalledWith(RECIPE_ID, 1);
    const list = await reviewsList();
    expect(list).toHaveAccessibleName('3 reviews');
    expect(within(list).getAllByRole('link').map((author) => author.textContent)).toEqual([
      'Cook 1',
      'Cook 2',
      'Cook 3',
    ]);
  });

  it("shows each review's author (a link to their page), stars, date, text and the cook's reply", async () => {
    const review = makeReview({ rating: 4, reply: { text: 'Thank you!', createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' } });
    servePages(spies.page, [review]);
    renderOnRecipePage(<RecipeReviewsSection recipe={recipe()} />);
    const item = await screen.findByRole('article', { name: 'Ann Lee' });
    expect(within(item).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/cooks/ann-uid');
    expect(within(item).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(item.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    expect(within(item).getByText('Lovely and quick.')).toBeInTheDocument();
    expect(within(item).getByText('Reply from the cook')).toBeInTheDocument();
    expect(within(item).getByText('Thank you!')).toBeInTheDocument();
    // A reader who is not the recipe's author cannot reply; they can report the review.
    expect(within(item).queryByRole('button', { name: /reply/i })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: "Report Ann Lee's review" })).toBeInTheDocument();
  });

  it('shows review text as text: markup stays visible characters, line breaks are kept', async () => {
    servePages(spies.page, [makeReview({ text: '<b>x</b>\n<img src=x onerror=alert(1)>' })]);
    renderOnRecipePage(<RecipeReviewsSection recipe={recipe()} />);
    const text = await screen.findByText(/<b>x<\/b>/);
    expect(text.textContent).toBe('<b>x</b>\n<img src=x onerror=alert(1)>');
    expect(text.querySelector('b, img')).toBeNull();
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('loads the next 10 with "Show more", and offers no more once all are shown', async () => {
    servePages(spies.page, makeReviews(12), makeSummary([0, 0, 0, 12, 0]));
    renderOnRecipePage(<RecipeReviewsSection recipe={recipe()} />);
    const list = await reviewsList();
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    expect(spies.page).toHaveBeenLastCalledWith(RECIPE_ID, 2);
    expect(within(list).getByRole('article', { name: 'Cook 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says "No ratings yet" and lists nothing for a recipe nobody rated', async () => {
    servePages(spies.page, [], makeSummary([0, 0, 0, 0, 0]));
    renderOnRecipePage(<RecipeReviewsSection recipe={recipe({ ratingAverage: undefined, ratingCount: undefined })} />);
    expect(await screen.findByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    await waitFor(() => expect(spies.page).toHaveBeenCalled());
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('signed out: the summary and reviews, and a way to sign in instead of the form', async () => {
    sessionStore.setState({ status: 'signed-out', user: null });
    servePages(spies.page, makeReviews(1));
    renderOnRecipePage(<RecipeReviewsSection recipe={recipe()} />);
    expect(await screen.findByRole('link', { name: 'Sign in to rate this recipe' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Cook 1' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('says the reviews could not be loaded, and tries again on request', async () => {
    spies.page.mockRejectedValueOnce(httpError(500, 'Internal server error'));
    renderOnRecipePage(<RecipeReviewsSection recipe={recipe()} />);
    expect(await screen.findByText(/The reviews could not be loaded/)).toBeInTheDocument();
    servePages(spies.page, makeReviews(1));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Cook 1' })).toBeInTheDocument();
  });
});
