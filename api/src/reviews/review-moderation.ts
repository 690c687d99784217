import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { Model, Types } from 'mongoose';
import { OBJECT_ID_PATTERN } from '../common/object-id.pipe';
import { ReviewReadCache } from './cache/review-read-cache';
import { ReviewsService } from './reviews.service';
import { Review } from './schemas/review.schema';

/** How many reviews one describe() call reads: a page of the moderation queue is far fewer. */
export const DESCRIBE_MAX = 100;

/** A review as a moderator's queue shows it. */
export interface ReviewDescription {
  itemId: string;
  /** The stars and the text, as its readers saw them. */
  excerpt: string;
  authorUid: string;
  authorName: string;
  /** Where it shows: its recipe's page. */
  path: string;
  hidden: boolean;
}

type Described = Pick<Review, '_id' | 'recipeId' | 'authorUid' | 'authorName' | 'rating' | 'text' | 'hidden'>;

/**
 * What moderation (a module built on this one) does to reviews: hide or show one, remove one, describe some. Hiding
 * leaves the review out of the public pages and their totals, not out of its recipe's ratings; removing deletes it and
 * its rating together (ReviewsService). Neither changes the review's updatedAt (it is not the reviewer's change). Ids
 * that are malformed or name no review are not found: null, false, or left out of describe().
 */
@Injectable()
export class ReviewModeration {
  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly reviewsService: ReviewsService,
    private readonly readCache: ReviewReadCache,
  ) {}

  /** The review's author when the viewer may see it (a hidden review only its author); null for an unknown review. */
  async authorSeenBy(id: Types.ObjectId | string, viewerUid: string): Promise<string | null> {
    const _id = objectIdOf(id);
    const review = _id && (await this.reviews.findById(_id, { authorUid: 1, hidden: 1 }).lean<Pick<Review, 'authorUid' | 'hidden'>>());
    if (!review) return null;
    return !review.hidden || review.authorUid === viewerUid ? review.authorUid : null;
  }

  /**
   * Hides the review from everyone but its author, or shows it again; false when there is no such review. Its recipe's
   * cached pages go before this returns, so the next read shows the change.
   */
  async setHidden(id: Types.ObjectId | string, hidden: boolean): Promise<boolean> {
    const _id = objectIdOf(id);
    if (!_id) return false;
    const review = await this.reviews
      .findOneAndUpdate({ _id }, { $set: { hidden } }, { projection: { recipeId: 1 }, timestamps: false })
      .lean<Pick<Review, 'recipeId'>>();
    if (review) this.readCache.recipeChanged(String(review.recipeId));
    return review !== null;
  }

  /** Deletes the review, whoever wrote it, and its rating from its recipe's; false when there is no such review. */
  async remove(id: Types.ObjectId | string): Promise<boolean> {
    const _id = objectIdOf(id);
    return _id ? this.reviewsService.removeById(_id) : false;
  }

  /** The reviews named (at most DESCRIBE_MAX), in the order named; the ones that do not exist are left out. */
  async describe(ids: ReadonlyArray<Types.ObjectId | string>): Promise<ReviewDescription[]> {
    const valid = ids.slice(0, DESCRIBE_MAX).flatMap((id) => objectIdOf(id) ?? []);
    if (!valid.length) return [];
    const found = await this.reviews
      // sanitizeFilter would neutralise the operator; the ids are parsed above.
      .find({ _id: mongoose.trusted({ $in: valid }) }, { recipeId: 1, authorUid: 1, authorName: 1, rating: 1, text: 1, hidden: 1 })
      .lean<Described[]>();
    const byId = new Map(found.map((review) => [String(review._id), review]));
    return [...new Set(valid.map(String))].flatMap((id) => {
      const review = byId.get(id);
      return review ? [describe(review)] : [];
    });
  }
}

function objectIdOf(id: Types.ObjectId | string): Types.ObjectId | null {
  if (id instanceof Types.ObjectId) return id;
  return typeof id === 'string' && OBJECT_ID_PATTERN.test(id) ? new Types.ObjectId(id) : null;
}

function describe(review: Described): ReviewDescription {
  const stars = `${review.rating} star${review.rating === 1 ? '' : 's'}`;
  return {
    itemId: String(review._id),
    excerpt: review.text ? `${stars}\n${review.text}` : stars,
    authorUid: review.authorUid,
    authorName: review.authorName,
    path: `/recipes/${encodeURIComponent(String(review.recipeId))}`,
    hidden: !!review.hidden,
  };
}
