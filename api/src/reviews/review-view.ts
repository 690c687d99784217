import type { Rating, Review as ReviewView } from '@forkful/domain';
import type { Types } from 'mongoose';

/** A review as read (lean) from the reviews collection. */
export interface StoredReview {
  _id: Types.ObjectId;
  recipeId: Types.ObjectId;
  authorUid: string;
  authorName: string;
  rating: number;
  text?: string;
  hidden?: boolean;
  reply?: { text: string; createdAt: Date; updatedAt: Date };
  createdAt: Date;
  updatedAt: Date;
}

/** What the reads fetch: everything a view shows, nothing else. */
export const REVIEW_PROJECTION = {
  recipeId: 1, authorUid: 1, authorName: 1, rating: 1, text: 1, reply: 1, createdAt: 1, updatedAt: 1,
} as const;

/** The API's shape of a review: ids and dates as strings, never an email nor whether it is hidden. */
export function toReviewView(review: StoredReview): ReviewView {
  return {
    _id: String(review._id),
    recipeId: String(review.recipeId),
    authorUid: review.authorUid,
    authorName: review.authorName,
    rating: review.rating as Rating,
    text: review.text ?? '',
    ...(review.reply
      ? { reply: { text: review.reply.text, createdAt: review.reply.createdAt.toISOString(), updatedAt: review.reply.updatedAt.toISOString() } }
      : {}),
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}
