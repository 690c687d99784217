import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { REVIEW_MESSAGES, type Review as ReviewView } from '@forkful/domain';
import { Model, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { authoredRecipe } from '../recipes/recipe-ownership';
import { isAuthor } from '../recipes/recipe-view';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { ReviewReadCache } from './cache/review-read-cache';
import { REVIEW_PROJECTION, StoredReview, toReviewView } from './review-view';
import { Review } from './schemas/review.schema';

/**
 * The recipe author's one reply to each review of their recipe (by account id, as authorship is everywhere). Replies
 * leave the review's own updatedAt alone: that is the reviewer's last change. Each write drops its recipe's cached
 * reviews pages before it answers.
 */
@Injectable()
export class ReviewRepliesService {
  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly readCache: ReviewReadCache,
  ) {}

  /**
   * Sets the reply, or replaces its text (its createdAt kept, updatedAt now). One statement decides both cases, so
   * two replies at once leave one, the last one's text, with the first one's createdAt.
   */
  async reply(reviewId: Types.ObjectId, user: AuthUser, text: string): Promise<ReviewView> {
    const recipeId = await this.requireRecipeAuthor(reviewId, user);
    const now = new Date();
    // A pipeline update: $literal keeps a text such as "$rating" the text it is, never a field path.
    const updated = await this.reviews
      .findOneAndUpdate(
        { _id: reviewId },
        [{ $set: { reply: { text: { $literal: text }, createdAt: { $ifNull: ['$reply.createdAt', now] }, updatedAt: now } } }],
        { new: true, projection: REVIEW_PROJECTION, timestamps: false },
      )
      .lean<StoredReview>();
    this.readCache.recipeChanged(recipeId);
    if (!updated) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
    return toReviewView(updated);
  }

  /** Deletes the reply; 404 when there is none. Answers the review without it. */
  async removeReply(reviewId: Types.ObjectId, user: AuthUser): Promise<ReviewView> {
    const recipeId = await this.requireRecipeAuthor(reviewId, user);
    const before = await this.reviews
      .findOneAndUpdate({ _id: reviewId }, { $unset: { reply: 1 } }, { new: false, projection: REVIEW_PROJECTION, timestamps: false })
      .lean<StoredReview>();
    this.readCache.recipeChanged(recipeId);
    if (!before) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
    if (!before.reply) throw new NotFoundException(REVIEW_MESSAGES.replyNotFound);
    const { reply: _removed, ...review } = before;
    return toReviewView(review);
  }

  /** The review's recipe; 404 unless the review (and its recipe) exists; 403 unless the caller wrote the recipe. */
  private async requireRecipeAuthor(reviewId: Types.ObjectId, user: AuthUser): Promise<string> {
    const review = await this.reviews.findById(reviewId, { recipeId: 1 }).lean<{ recipeId: Types.ObjectId }>();
    // A review whose recipe is gone is about to go too (the recipe's deletion hooks): unknown as well.
    const recipe = review && (await authoredRecipe(this.recipes, review.recipeId));
    if (!recipe) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
    if (!isAuthor(recipe, user)) throw new ForbiddenException(REVIEW_MESSAGES.replyNotAuthor);
    return String(review.recipeId);
  }
}
