/**
 * Ratings and reviews (issue 33): a signed-in cook rates another cook's recipe 1 to 5 stars, with an optional review,
 * one per cook and recipe; the recipe's author may reply once to each. The shapes the API and the recipe page share,
 * their limits and messages. Pure.
 */

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  /** The review's text (plain text; line breaks kept). */
  textMax: 2000,
  /** The recipe author's reply. */
  replyMax: 2000,
  /** Reviews per page of GET /recipes/{id}/reviews ("Show more" loads the next). */
  pageSize: 10,
  /** Reviews and replies written (created, changed) per account and hour (REVIEWS_PER_HOUR); past it 429. */
  writesPerHour: 60,
} as const;

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/** The recipe author's one reply to a review. */
export interface ReviewReply {
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** A review as the API returns it: never an email; the reviewer's page is /cooks/{authorUid}. */
export interface Review {
  _id: string;
  recipeId: string;
  authorUid: string;
  authorName: string;
  rating: Rating;
  /** Plain text, possibly empty (a rating alone). */
  text: string;
  reply?: ReviewReply;
  createdAt: string;
  updatedAt: string;
}

/** A recipe's ratings: the average to one decimal (null without ratings), the count, and how many gave 1 to 5 stars. */
export interface RatingSummary {
  average: number | null;
  count: number;
  /** breakdown[0] is the number of 1-star ratings, breakdown[4] of 5-star ones. */
  breakdown: [number, number, number, number, number];
}

/** GET /recipes/{id}/reviews?page=N: the summary and one page of reviews, newest first. */
export interface ReviewPage {
  summary: RatingSummary;
  reviews: Review[];
  /** All the recipe's reviews (for "Show more"). */
  total: number;
  page: number;
}

/** PUT /recipes/{id}/reviews/mine: creates the caller's review or replaces its rating and text. */
export interface ReviewInput {
  rating: number;
  /** Optional; absent or empty: a rating alone. */
  text?: string;
}

/** PUT /reviews/{reviewId}/reply. */
export interface ReplyInput {
  text: string;
}

export const REVIEW_MESSAGES = {
  reviewOwn: 'You cannot review your own recipe',
  replyNotAuthor: "Only the recipe's author can reply to its reviews",
  reviewNotFound: 'Review not found',
  replyNotFound: 'This review has no reply',
} as const;

/** The average of a recipe's ratings as shown and returned: one decimal. */
export function roundedAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
