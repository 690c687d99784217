import { ForbiddenException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ANONYMOUS_AUTHOR_NAME, RECIPE_LIMITS, REVIEW_LIMITS, REVIEW_MESSAGES, type Rating, type Review as ReviewView, type ReviewPage } from '@forkful/domain';
import { ClientSession, Model, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { isDuplicateKey } from '../common/mongo-errors';
import { RecipeCache } from '../recipes/cache/recipe-cache';
import { RecipeDeletionHooks } from '../recipes/recipe-deletion-hooks';
import { authoredRecipe, RECIPE_NOT_FOUND, requireRecipe } from '../recipes/recipe-ownership';
import { isAuthor } from '../recipes/recipe-view';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { changedTally, RATING_CHANGE_FIELDS, RATING_FIELDS, sameTally, summaryOf, tallyOf, tallyUpdate, type RatingChange, type StoredRatings } from './rating-tally';
import { ReviewReadCache } from './cache/review-read-cache';
import { RecipeTurns } from './recipe-turns';
import { REVIEW_PROJECTION, StoredReview, toReviewView } from './review-view';
import { Review } from './schemas/review.schema';

/** What PUT /recipes/{id}/reviews/mine did: created the review (201) or changed it (200). */
export interface SavedReview {
  review: ReviewView;
  created: boolean;
}

/** What a transaction tells the recipe cache: the recipe whose rating fields it changed, if any. */
interface RecipeRated {
  changedRecipe: Types.ObjectId | null;
}

/** Attempts of a first review that lost a race to the same cook's other first review (the next finds it and changes it). */
const SAVE_ATTEMPTS = 3;

/**
 * Reviews, and the recipe's rating fields they add up to.
 *
 * Invariant: a recipe's ratingCount, ratingSum and ratingBreakdown count exactly its review documents (hidden ones
 * too), and ratingAverage is ratingSum / ratingCount; all absent when it has none.
 *
 * A review's write and its recipe's new tally are one transaction: the review is inserted, changed or deleted, then
 * the recipe's fields are read and written back with the change applied. Two transactions writing the same recipe
 * conflict (the one that wrote second, or read before the other's commit, is retried by withTransaction), so 50
 * cooks rating at once each land exactly once. Within this process one recipe's writes also take turns (RecipeTurns),
 * so they do not conflict at all. One cook's concurrent first reviews: the unique (recipeId, authorUid)
 * index lets one insert; the others conflict, or hit the duplicate key and are run again, finding and changing it.
 * A deleted recipe's reviews are deleted after it, through the recipes' deletion hooks.
 */
@Injectable()
export class ReviewsService implements OnModuleInit {
  private readonly turns = new RecipeTurns();

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly recipeCache: RecipeCache,
    private readonly recipeDeletion: RecipeDeletionHooks,
    private readonly readCache: ReviewReadCache,
  ) {}

  onModuleInit(): void {
    this.recipeDeletion.onDeleted((recipeId) => this.reviews.deleteMany({ recipeId }));
  }

  /** GET /recipes/{id}/reviews's JSON: kept in this process until the recipe's reviews or ratings change (ReviewReadCache). */
  pageJson(recipeId: Types.ObjectId, page: number): Promise<Buffer> {
    return this.readCache.answer(String(recipeId), page, () => this.page(recipeId, page));
  }

  /**
   * The recipe's summary (its stored fields) and one page of its public reviews, newest first. Three reads at once,
   * each bounded whatever the number of reviews: the recipe by id, a walk of the page index stopping after the page,
   * and the count of the (recipeId, hidden: false) range of that index.
   */
  async page(recipeId: Types.ObjectId, page: number): Promise<ReviewPage> {
    const visible = { recipeId, hidden: false };
    const [recipe, reviews, total] = await Promise.all([
      this.recipes.findById(recipeId, RATING_FIELDS).lean<StoredRatings>(),
      this.reviews
        .find(visible, REVIEW_PROJECTION)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * REVIEW_LIMITS.pageSize)
        .limit(REVIEW_LIMITS.pageSize)
        .lean<StoredReview[]>(),
      this.reviews.countDocuments(visible),
    ]);
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    return { summary: summaryOf(recipe), reviews: reviews.map(toReviewView), total, page };
  }

  /** The caller's review of the recipe (hidden or not: it is theirs), null when they have none. */
  async mine(recipeId: Types.ObjectId, user: AuthUser): Promise<ReviewView | null> {
    const [recipe, review] = await Promise.all([
      this.recipes.exists({ _id: recipeId }),
      this.reviews.findOne({ recipeId, authorUid: user.uid }, REVIEW_PROJECTION).lean<StoredReview>(),
    ]);
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    return review ? toReviewView(review) : null;
  }

  /** Creates the caller's review of another cook's recipe, or changes its rating and text (createdAt stays). */
  async save(recipeId: Types.ObjectId, user: AuthUser, input: { rating: number; text?: string }): Promise<SavedReview> {
    const recipe = await authoredRecipe(this.recipes, recipeId);
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    if (isAuthor(recipe, user)) throw new ForbiddenException(REVIEW_MESSAGES.reviewOwn);
    const fields = { rating: input.rating as Rating, text: input.text ?? '', authorName: reviewerName(user) };
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.turns.run(String(recipeId), () => this.inTransaction((session) => this.write(recipeId, user.uid, fields, session)));
        } catch (error) {
          if (!isDuplicateKey(error) || attempt >= SAVE_ATTEMPTS) throw error;
        }
      }
    } finally {
      // Even a failed write may have committed (an error after the commit): dropping pages costs one read each.
      this.readCache.recipeChanged(String(recipeId));
    }
  }

  /** Deletes the caller's review and takes its rating out of the recipe's. */
  async remove(recipeId: Types.ObjectId, user: AuthUser): Promise<void> {
    await requireRecipe(this.recipes, recipeId);
    const deleted = await this.turns.run(String(recipeId), () => this.deleteReview({ recipeId, authorUid: user.uid }));
    if (!deleted) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
  }

  /** Deletes any cook's review (moderation's removal), its rating with it; false when it was already gone. */
  removeById(reviewId: Types.ObjectId): Promise<boolean> {
    return this.deleteReview({ _id: reviewId });
  }

  /** Deletes the one review the filter names and takes its rating out of its recipe's; false when there is none. */
  private async deleteReview(filter: { _id: Types.ObjectId } | { recipeId: Types.ObjectId; authorUid: string }): Promise<boolean> {
    const { deleted } = await this.inTransaction(async (session) => {
      const review = await this.reviews
        .findOneAndDelete(filter, { projection: { recipeId: 1, rating: 1 }, session })
        .lean<{ recipeId: Types.ObjectId; rating: Rating }>();
      if (!review) return { deleted: null, changedRecipe: null };
      // A recipe deleted meanwhile has no ratings to change; its review goes all the same.
      const changed = await this.rate(review.recipeId, { removed: review.rating }, session, false);
      return { deleted: review.recipeId, changedRecipe: changed ? review.recipeId : null };
    });
    if (deleted) this.readCache.recipeChanged(String(deleted));
    return deleted !== null;
  }

  private async write(
    recipeId: Types.ObjectId,
    authorUid: string,
    fields: { rating: Rating; text: string; authorName: string },
    session: ClientSession,
  ): Promise<SavedReview & RecipeRated> {
    const existing = await this.reviews.findOne({ recipeId, authorUid }, { rating: 1 }, { session }).lean<{ _id: Types.ObjectId; rating: Rating }>();
    let stored: StoredReview | null;
    if (existing) {
      stored = await this.reviews
        .findOneAndUpdate({ _id: existing._id }, { $set: fields }, { new: true, projection: REVIEW_PROJECTION, session })
        .lean<StoredReview>();
    } else {
      const [created] = await this.reviews.create([{ recipeId, authorUid, ...fields, hidden: false }], { session });
      stored = created.toObject() as unknown as StoredReview;
    }
    const change: RatingChange = existing ? { removed: existing.rating, added: fields.rating } : { added: fields.rating };
    const changed = await this.rate(recipeId, change, session, true);
    return { review: toReviewView(stored!), created: !existing, changedRecipe: changed ? recipeId : null };
  }

  /**
   * Applies the change to the recipe's rating fields in the transaction; whether they changed. A recipe that vanished
   * aborts the transaction with 404 when `required` (a review needs its recipe), else is left alone.
   */
  private async rate(recipeId: Types.ObjectId, change: RatingChange, session: ClientSession, required: boolean): Promise<boolean> {
    const stored = await this.recipes.findById(recipeId, RATING_FIELDS, { session }).lean<StoredRatings>();
    if (!stored) {
      if (required) throw new NotFoundException(RECIPE_NOT_FOUND);
      return false;
    }
    const before = tallyOf(stored);
    const after = changedTally(before, change);
    if (sameTally(before, after)) return false;
    await this.recipes.updateOne({ _id: recipeId }, tallyUpdate(after), { session });
    return true;
  }

  /**
   * Runs fn in a transaction (retried on transient conflicts); after the commit, when a recipe's ratings changed, the
   * cached reads learn which fields did (the recipe's view, the pages showing it, "Top rated"'s order).
   */
  private async inTransaction<T extends RecipeRated>(fn: (session: ClientSession) => Promise<T>): Promise<T> {
    const result = await this.reviews.db.transaction(fn);
    if (result.changedRecipe) this.recipeCache.changed({ kind: 'updated', id: String(result.changedRecipe), fields: RATING_CHANGE_FIELDS });
    return result;
  }
}

/** The name a review shows: the token's display name, else the name recipes use for cooks without one; never an email. */
export function reviewerName(user: AuthUser): string {
  return (user.name?.trim() || ANONYMOUS_AUTHOR_NAME).slice(0, RECIPE_LIMITS.authorName);
}
