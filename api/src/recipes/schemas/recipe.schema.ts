import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CATEGORIES, CUISINES, RECIPE_LIMITS, type Category, type Cuisine } from '@forkful/domain';
import { HydratedDocument, Types } from 'mongoose';
import { RECIPE_TEXT_INDEX } from '../recipe-search';

export type RecipeDocument = HydratedDocument<Recipe>;

@Schema({ collection: 'recipes', timestamps: true })
export class Recipe {
  _id: Types.ObjectId;

  /** An absolute URL, or a path under /images/ for our own images (sample pictures, uploaded photos): common/own-image-url.ts. */
  @Prop({ type: String, required: true, trim: true })
  image: string;

  /** The photo's description (its alt text); absent when the cook gave none. */
  @Prop({ type: String, trim: true })
  imageAlt?: string;

  @Prop({ type: String, required: true, trim: true })
  title: string;

  /** One comma-separated string (the spec's form). */
  @Prop({ type: String, required: true })
  ingredients: string;

  @Prop({ type: String, required: true })
  instructions: string;

  @Prop({ type: String, required: true, enum: CUISINES })
  cuisineType: Cuisine;

  /** Integer minutes; the one canonical name in storage (`preparationTime` is added on the way out). */
  @Prop({ type: Number, required: true, min: 1 })
  prepTime: number;

  @Prop({ type: [String], enum: CATEGORIES, default: [] })
  categories: Category[];

  /** How many people it serves, a whole number; absent when the cook did not say (and in older recipes). */
  @Prop({
    type: Number,
    min: RECIPE_LIMITS.servingsMin,
    max: RECIPE_LIMITS.servingsMax,
    validate: { validator: Number.isInteger, message: 'servings must be a whole number' },
  })
  servings?: number;

  /** The web page it was imported from (http or https); absent for recipes typed in. */
  @Prop({ type: String, trim: true, maxlength: RECIPE_LIMITS.sourceUrl })
  sourceUrl?: string;

  /**
   * Derived: baseLikeCount + the number of documents in `likes` for this recipe. Kept on the recipe so that
   * GET /top-recipes is one indexed sort; see LikesService for how it stays right.
   */
  @Prop({ type: Number, required: true, default: 0, min: 0 })
  likeCount: number;

  /** Likes that predate per-user like records (sample and imported data); never changes after creation. */
  @Prop({ type: Number, required: true, default: 0, min: 0 })
  baseLikeCount: number;

  /**
   * Derived from the recipe's reviews (reviews/), kept in the same transaction as each review's write: how many rated
   * it, the sum of their stars, how many gave 1 to 5 (ratingBreakdown[0] is 1 star) and the exact average (sum /
   * count, absent without ratings), which "Top rated" sorts on. Absent on recipes never rated.
   */
  @Prop({ type: Number, min: 0 })
  ratingCount?: number;

  @Prop({ type: Number, min: 0 })
  ratingSum?: number;

  @Prop({ type: [Number], default: undefined })
  ratingBreakdown?: number[];

  @Prop({ type: Number, min: 1, max: 5 })
  ratingAverage?: number;

  @Prop({ type: String, required: true })
  authorName: string;

  /** Lower-cased. */
  @Prop({ type: String, required: true, lowercase: true, trim: true })
  authorEmail: string;

  @Prop({ type: String, required: true })
  authorUid: string;

  createdAt: Date;
  updatedAt: Date;
}

export const RecipeSchema = SchemaFactory.createForClass(Recipe);

// The list queries: GET /recipes filtered by cuisine and sorted by title or prep time, top recipes, the author's own.
RecipeSchema.index({ cuisineType: 1, title: 1, _id: 1 });
RecipeSchema.index({ cuisineType: 1, prepTime: 1, _id: 1 });
RecipeSchema.index({ cuisineType: 1, _id: -1 }); // one cuisine, newest first (GET /recipes?cuisine= without a sort)
RecipeSchema.index({ title: 1, _id: 1 });
RecipeSchema.index({ prepTime: 1, _id: 1 });
RecipeSchema.index({ likeCount: -1, _id: 1 });
// "Top rated" (GET /recipes?sort=rating-desc), of one cuisine or all, in index order: a recipe never rated has no
// ratingAverage, which an index keys as null, the lowest value, so it comes last.
RecipeSchema.index({ cuisineType: 1, ratingAverage: -1, ratingCount: -1, _id: -1 });
RecipeSchema.index({ ratingAverage: -1, ratingCount: -1, _id: -1 });
RecipeSchema.index({ authorEmail: 1 });
RecipeSchema.index({ image: 1 }); // which uploaded photos recipes still use (the images feature's sweep)
RecipeSchema.index({ authorUid: 1, _id: -1 }); // GET /my-recipes: the author's, newest first, in index order
// GET /recipes?q=: whole-word, stemmed search with relevance (see recipe-search.ts).
RecipeSchema.index(RECIPE_TEXT_INDEX.fields, RECIPE_TEXT_INDEX.options);
