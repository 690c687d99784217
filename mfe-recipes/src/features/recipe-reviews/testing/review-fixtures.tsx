import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import toast from 'react-hot-toast';
import { REVIEW_LIMITS, type Locale, type RatingSummary, type Review, type ReviewPage } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { ThemedToaster } from '@forkful/ui';
import { TestProviders } from '../../../testing/render';
import { createTestQueryClient } from '../../../testing/test-query-client';

export const RECIPE_ID = '64b000000000000000000001';

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: '65a000000000000000000001',
    recipeId: RECIPE_ID,
    authorUid: 'ann-uid',
    authorName: 'Ann Lee',
    rating: 4,
    text: 'Lovely and quick.',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` reviews, newest first, numbered from `start` ("Cook 1" …), with ids that differ. */
export function makeReviews(count: number, start = 1): Review[] {
  return Array.from({ length: count }, (_, i) =>
    makeReview({ _id: `65a0000000000000000${String(start + i).padStart(5, '0')}`, authorUid: `cook-${start + i}`, authorName: `Cook ${start + i}` }),
  );
}

export function makeSummary(breakdown: RatingSummary['breakdown']): RatingSummary {
  const count = breakdown.reduce((sum, n) => sum + n, 0);
  const sum = breakdown.reduce((total, n, i) => total + n * (i + 1), 0);
  return { average: count ? Math.round((sum / count) * 10) / 10 : null, count, breakdown };
}

/** An API over `reviews` (newest first) that answers page by page, as GET /recipes/{id}/reviews does. */
export function servePages(spy: jest.SpyInstance, reviews: Review[], summary = makeSummary([0, 0, 0, reviews.length, 0])) {
  spy.mockImplementation(async (_recipeId: string, page = 1): Promise<ReviewPage> => {
    const start = (page - 1) * REVIEW_LIMITS.pageSize;
    return { summary, reviews: reviews.slice(start, start + REVIEW_LIMITS.pageSize), total: reviews.length, page };
  });
}

/** Spies on every api.reviews call for one test file; reset, and the toasts dismissed, after each test. */
export function mockReviewsApi() {
  const spies = {
    page: jest.spyOn(api.reviews, 'page'),
    mine: jest.spyOn(api.reviews, 'mine'),
    save: jest.spyOn(api.reviews, 'save'),
    remove: jest.spyOn(api.reviews, 'remove'),
    reply: jest.spyOn(api.reviews, 'reply'),
    removeReply: jest.spyOn(api.reviews, 'removeReply'),
  };
  afterEach(() => {
    for (const spy of Object.values(spies)) spy.mockReset();
    act(() => toast.remove());
  });
  return spies;
}

function LoginProbe() {
  const { state } = useLocation();
  return <h1>{`Login page, back to ${(state as { from?: string } | null)?.from ?? 'nowhere'}`}</h1>;
}

/**
 * Renders `ui` on /recipes/{id} (with a /login page that shows where it would return to), a toaster and a fresh client,
 * in English unless told (Bangla: preload its messages first).
 */
export function renderOnRecipePage(ui: ReactElement, queryClient = createTestQueryClient(), locale?: Locale) {
  const result = render(
    <TestProviders client={queryClient} locale={locale}>
      <MemoryRouter initialEntries={[`/recipes/${RECIPE_ID}`]}>
        <Routes>
          <Route path="/recipes/:id" element={ui} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
      <ThemedToaster />
    </TestProviders>,
  );
  return { ...result, queryClient };
}
