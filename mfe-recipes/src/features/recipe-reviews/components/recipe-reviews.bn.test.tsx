import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Recipe } from '@forkful/domain';
import { setDevelopmentSession } from '@forkful/runtime';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { axeViolations } from '../../../testing/axe';
import { bn, preloadBangla } from '../../../testing/bangla';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { RECIPE_ID, makeReview, makeReviews, makeSummary, mockReviewsApi, renderOnRecipePage, servePages } from '../testing/review-fixtures';
import { RecipeReviewsSection } from './recipe-reviews-section';

const spies = mockReviewsApi();
const recipe = (overrides: Partial<Recipe> = {}) => makeRecipe({ _id: RECIPE_ID, authorUid: 'maria-uid', ratingAverage: 4.3, ratingCount: 12, ...overrides });
const renderInBangla = () => renderOnRecipePage(<RecipeReviewsSection recipe={recipe()} />, createTestQueryClient(), 'bn');

beforeAll(preloadBangla);
beforeEach(() => {
  setDevelopmentSession({ uid: 'reader-uid' });
  spies.mine.mockResolvedValue(null);
});

describe('ratings and reviews in Bangla', () => {
  it('gives the average, the counts (Bangla plurals) and the breakdown in Bangla digits', async () => {
    servePages(spies.page, makeReviews(12), makeSummary([0, 0, 1, 1, 10]));
    renderInBangla();
    expect(await screen.findByText('৫-এর মধ্যে ৪.৮')).toBeInTheDocument();
    expect(screen.getByText('১২টি রেটিং')).toBeInTheDocument();
    const breakdown = screen.getByRole('list', { name: 'তারকা অনুযায়ী রেটিং' });
    expect(within(breakdown).getAllByRole('listitem')[0]).toHaveTextContent('৫ তারকা: ১০');
    expect(await screen.findByRole('list', { name: '১২টি রিভিউ' })).toBeInTheDocument();
  });

  it("shows a review's stars and date in Bangla, its text as written, and a rating form in Bangla", async () => {
    servePages(spies.page, [makeReview({ rating: 4 })]);
    renderInBangla();
    const item = await screen.findByRole('article', { name: 'Ann Lee' });
    expect(within(item).getByRole('img', { name: '৫-এর মধ্যে ৪ তারকা' })).toBeInTheDocument();
    expect(item.querySelector('time')).toHaveTextContent('২০ নভে, ২০২৬');
    expect(within(item).getByText('Lovely and quick.')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: bn('report.buttonLabel', { item: bn('review.reportLabel', { name: 'Ann Lee' }) }) })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'রেসিপিটিকে রেটিং দিন' });
    expect(within(form).getByRole('radiogroup', { name: 'আপনার রেটিং' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '৩ তারকা' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'রিভিউ দিন' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('একটি রেটিং বেছে নিন');
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the API's refusal by its code, never its English words", async () => {
    servePages(spies.page, []);
    spies.save.mockRejectedValue(httpError(500, 'Internal failure in English'));
    renderInBangla();
    const form = await screen.findByRole('form', { name: 'রেসিপিটিকে রেটিং দিন' });
    await userEvent.click(within(form).getByRole('radio', { name: '৫ তারকা' }));
    await userEvent.click(within(form).getByRole('button', { name: 'রিভিউ দিন' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).not.toHaveTextContent('Internal failure in English');
    expect(alert).toHaveTextContent('৫০০');
  });
});
