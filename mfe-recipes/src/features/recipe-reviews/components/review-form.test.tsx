import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@forkful/domain';
import { sessionStore, setDevelopmentSession } from '@forkful/runtime';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { expectModeIndependentCss } from '@forkful/ui/src/testing/render-on-server';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { RECIPE_ID, makeReview, mockReviewsApi, renderOnRecipePage, servePages } from '../testing/review-fixtures';
import { MyReview } from './my-review';
import { StarRatingField } from './star-rating-field';

const spies = mockReviewsApi();

beforeEach(() => {
  setDevelopmentSession({ uid: 'reader-uid' });
  servePages(spies.page, []);
});

function renderMyReview() {
  return renderOnRecipePage(<MyReview recipe={makeRecipe({ _id: RECIPE_ID, authorUid: 'maria-uid' })} />);
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('the rating form', () => {
  it('is a radio group "Your rating" of five radios, "1 star" to "5 stars", and an optional "Your review" with a counter', async () => {
    spies.mine.mockResolvedValue(null);
    renderMyReview();
    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio').map((input) => input.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    const text = screen.getByRole('textbox', { name: 'Your review' });
    expect(text).toHaveAttribute('maxLength', String(REVIEW_LIMITS.textMax));
    await userEvent.type(text, 'Tasty');
    expect(text).toHaveAccessibleDescription(`Optional. 5 of ${REVIEW_LIMITS.textMax} characters`);
  });

  it('chooses a star with the arrow keys, as radios do', async () => {
    spies.mine.mockResolvedValue(null);
    renderMyReview();
    await userEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(radio('4 stars')).toBeChecked();
    expect(radio('4 stars')).toHaveFocus();
  });

  it('posts {rating, text} and then offers to update or delete it', async () => {
    spies.mine.mockResolvedValue(null);
    spies.save.mockImplementation(async (_id, input) => makeReview({ authorUid: 'reader-uid', rating: input.rating as 4, text: input.text }));
    const { queryClient } = renderMyReview();
    queryClient.setQueryData(recipeQueryKeys.detail(RECIPE_ID), makeRecipe());
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), '  Great with extra garlic.\nAgain soon. ');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(spies.save).toHaveBeenCalledWith(RECIPE_ID, { rating: 4, text: 'Great with extra garlic.\nAgain soon.' });
    expect(await screen.findByText('Your review is posted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete review' })).toBeInTheDocument();
    // The recipe's average and count (its detail) and the lists are asked for again.
    expect(queryClient.getQueryState(recipeQueryKeys.detail(RECIPE_ID))?.isInvalidated).toBe(true);
  });

  it('asks for a rating inline, without a request, and puts the focus on the stars', async () => {
    spies.mine.mockResolvedValue(null);
    renderMyReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Post review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating');
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription('Choose a rating');
    expect(radio('1 star')).toHaveFocus();
    expect(spies.save).not.toHaveBeenCalled();
    await userEvent.click(radio('2 stars'));
    expect(screen.queryByText('Choose a rating')).not.toBeInTheDocument();
  });

  it('starts from the cook’s own review, and updates it', async () => {
    spies.mine.mockResolvedValue(makeReview({ authorUid: 'reader-uid', rating: 3, text: 'Nice.' }));
    spies.save.mockImplementation(async (_id, input) => makeReview({ authorUid: 'reader-uid', rating: input.rating as 5, text: input.text }));
    renderMyReview();
    expect(await screen.findByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Nice.');
    await userEvent.click(radio('5 stars'));
    await userEvent.click(screen.getByRole('button', { name: 'Update review' }));
    expect(spies.save).toHaveBeenCalledWith(RECIPE_ID, { rating: 5, text: 'Nice.' });
    expect(await screen.findByText('Your review is updated')).toBeInTheDocument();
  });

  it('deletes the review only after asking: Cancel keeps it, Delete removes it and empties the form', async () => {
    spies.mine.mockResolvedValue(makeReview({ authorUid: 'reader-uid', rating: 2, text: 'Too salty.' }));
    spies.remove.mockResolvedValue(undefined);
    renderMyReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete review' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spies.remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete your review?' })).getByRole('button', { name: 'Delete' }));
    expect(spies.remove).toHaveBeenCalledWith(RECIPE_ID);
    expect(await screen.findByText('Your review is deleted')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Post review' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: '2 stars' })).not.toBeChecked();
  });

  it("shows the API's refusal inline", async () => {
    spies.mine.mockResolvedValue(null);
    spies.save.mockRejectedValue(httpError(403, REVIEW_MESSAGES.reviewOwn));
    renderMyReview();
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.reviewOwn);
  });
});

describe('who sees the form', () => {
  it('on their own recipe the cook sees no form, and their review is not asked for', async () => {
    setDevelopmentSession({ uid: 'maria-uid' });
    renderMyReview();
    expect(screen.getByText('Reviews are from other cooks.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    await waitFor(() => expect(spies.mine).not.toHaveBeenCalled());
  });

  it('signed out: "Sign in to rate this recipe" goes to /login, which will come back to the recipe', async () => {
    sessionStore.setState({ status: 'signed-out', user: null });
    renderMyReview();
    const link = screen.getByRole('link', { name: 'Sign in to rate this recipe' });
    expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: `Login page, back to /recipes/${RECIPE_ID}` })).toBeInTheDocument();
    expect(spies.mine).not.toHaveBeenCalled();
  });
});

it('the stars have the same HTML and CSS in the light and the dark theme', () => {
  expectModeIndependentCss(<StarRatingField value={3} onChange={() => undefined} />);
});
