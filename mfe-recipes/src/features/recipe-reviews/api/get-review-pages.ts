import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_LIMITS, type Review, type ReviewPage } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { reviewQueryKeys } from './review-query-keys';

/** The next page while fewer than `total` reviews are shown; none once all are (or a page came back empty). */
export function nextReviewPage(last: ReviewPage, pages: ReviewPage[]): number | undefined {
  return pages.length * REVIEW_LIMITS.pageSize < last.total && last.reviews.length > 0 ? pages.length + 1 : undefined;
}

/** The pages' reviews in order, each once (a review posted between two pages' loads shifts the later page by one). */
function distinctReviews(pages: ReviewPage[]): Review[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.reviews).filter((review) => !seen.has(review._id) && Boolean(seen.add(review._id)));
}

/** GET /recipes/{id}/reviews (public): the rating summary and the reviews, newest first, 10 a page ("Show more"). */
export function useReviewPages(recipeId: string) {
  const query = useInfiniteQuery({
    queryKey: reviewQueryKeys.pages(recipeId),
    queryFn: ({ pageParam }) => api.reviews.page(recipeId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextReviewPage,
  });
  const pages = query.data?.pages ?? [];
  return {
    summary: pages[0]?.summary,
    reviews: distinctReviews(pages),
    total: pages[0]?.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}
