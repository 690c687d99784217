import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type Review } from '@forkful/domain';
import { setDevelopmentSession } from '@forkful/runtime';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { RECIPE_ID, makeReview, mockReviewsApi, renderOnRecipePage, servePages } from '../testing/review-fixtures';
import { RecipeReviewsSection } from './recipe-reviews-section';

const spies = mockReviewsApi();
const REPLY = { text: 'Glad you liked it!', createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' };
const reviews = () => [makeReview(), makeReview({ _id: '65a000000000000000000002', authorUid: 'bo-uid', authorName: 'Bo Chen', reply: REPLY })];

/** The recipe's author (maria-uid) on their own recipe's reviews. */
async function renderAsAuthor(list: Review[] = reviews()) {
  setDevelopmentSession({ uid: 'maria-uid' });
  servePages(spies.page, list);
  const rendered = renderOnRecipePage(<RecipeReviewsSection recipe={makeRecipe({ _id: RECIPE_ID, authorUid: 'maria-uid' })} />);
  await screen.findByRole('article', { name: 'Ann Lee' });
  return rendered;
}

const article = (name: string) => screen.getByRole('article', { name });

describe("the recipe author's replies", () => {
  it('offers Reply on a review without one, and Edit reply and Delete reply on one with a reply, each described by the reviewer', async () => {
    await renderAsAuthor();
    expect(within(article('Ann Lee')).getByRole('button', { name: 'Reply' })).toHaveAccessibleDescription('Ann Lee');
    expect(within(article('Ann Lee')).queryByRole('button', { name: 'Edit reply' })).not.toBeInTheDocument();
    expect(within(article('Bo Chen')).getByRole('button', { name: 'Edit reply' })).toHaveAccessibleDescription('Bo Chen');
    expect(within(article('Bo Chen')).getByRole('button', { name: 'Delete reply' })).toBeInTheDocument();
    expect(within(article('Bo Chen')).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getByText('Reviews are from other cooks.')).toBeInTheDocument();
  });

  it('replies: a "Your reply" field (focused, with a limit), Save sends it and the reviews and recipe refresh', async () => {
    spies.reply.mockResolvedValue(makeReview({ reply: REPLY }));
    const { queryClient } = await renderAsAuthor();
    queryClient.setQueryData(recipeQueryKeys.detail(RECIPE_ID), makeRecipe());
    await userEvent.click(within(article('Ann Lee')).getByRole('button', { name: 'Reply' }));
    const form = screen.getByRole('form', { name: 'Reply to Ann Lee' });
    const field = within(form).getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', String(REVIEW_LIMITS.replyMax));
    const pagesAsked = spies.page.mock.calls.length;
    await userEvent.type(field, '  Thanks, Ann! ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(spies.reply).toHaveBeenCalledWith('65a000000000000000000001', { text: 'Thanks, Ann!' });
    expect(await screen.findByText('Your reply is saved')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply to Ann Lee' })).not.toBeInTheDocument();
    expect(spies.page.mock.calls.length).toBeGreaterThan(pagesAsked);
    expect(queryClient.getQueryState(recipeQueryKeys.detail(RECIPE_ID))?.isInvalidated).toBe(true);
  });

  it('asks for some text before saving, and Cancel closes the form without a request', async () => {
    await renderAsAuthor();
    await userEvent.click(within(article('Ann Lee')).getByRole('button', { name: 'Reply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a reply');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(spies.reply).not.toHaveBeenCalled();
  });

  it('edits a reply, starting from its text', async () => {
    spies.reply.mockResolvedValue(makeReview({ reply: REPLY }));
    await renderAsAuthor();
    await userEvent.click(within(article('Bo Chen')).getByRole('button', { name: 'Edit reply' }));
    const field = screen.getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveValue('Glad you liked it!');
    await userEvent.clear(field);
    await userEvent.type(field, 'Glad you liked it, Bo!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(spies.reply).toHaveBeenCalledWith('65a000000000000000000002', { text: 'Glad you liked it, Bo!' });
  });

  it('deletes a reply only after asking', async () => {
    spies.removeReply.mockResolvedValue(makeReview());
    await renderAsAuthor();
    await userEvent.click(within(article('Bo Chen')).getByRole('button', { name: 'Delete reply' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete your reply?' })).getByRole('button', { name: 'Cancel' }));
    expect(spies.removeReply).not.toHaveBeenCalled();
    await userEvent.click(within(article('Bo Chen')).getByRole('button', { name: 'Delete reply' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete your reply?' })).getByRole('button', { name: 'Delete' }));
    expect(spies.removeReply).toHaveBeenCalledWith('65a000000000000000000002');
    expect(await screen.findByText('Your reply is deleted')).toBeInTheDocument();
  });

  it("shows the API's refusal in the reply form", async () => {
    spies.reply.mockRejectedValue(httpError(403, REVIEW_MESSAGES.replyNotAuthor));
    await renderAsAuthor();
    await userEvent.click(within(article('Ann Lee')).getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.replyNotAuthor);
  });
});
