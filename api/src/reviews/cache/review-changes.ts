import type { mongo } from 'mongoose';
import type { RecipeChange } from '../../recipes/cache/recipe-change';

/** The recipe fields a reviews page shows (its summary: RATING_FIELDS). */
const SHOWN_RECIPE_FIELDS: readonly string[] = ['ratingCount', 'ratingSum', 'ratingBreakdown'];

/**
 * The recipe whose pages a recipe change can alter: a deletion or insertion (its pages become 404, or a recipe
 * restored under its id has others), an update of its rating fields or of anything unknown; undefined for a change
 * the pages do not show (a like, a new title), 'all' when it names no single recipe.
 */
export function recipeOfRecipeChange(change: RecipeChange): string | 'all' | undefined {
  if (change.kind === 'all') return 'all';
  if (change.kind !== 'updated' || change.fields === null) return change.id;
  return change.fields.some((field) => SHOWN_RECIPE_FIELDS.includes(field)) ? change.id : undefined;
}

/** What the reviews cache asks of a change event of the reviews collection: its type and the review's recipe. */
export const REVIEW_CHANGE_PIPELINE: mongo.Document[] = [{ $project: { operationType: 1, 'fullDocument.recipeId': 1 } }];

/**
 * The recipe a review's change is about: an insert's, or an update's or replacement's as the review is now
 * (updateLookup); undefined when the event does not say (a delete names only the review's id, a review deleted since
 * has no document, a drop names nothing): every recipe's pages go then.
 */
export function recipeOfReviewChange(event: mongo.ChangeStreamDocument): string | undefined {
  if (!['insert', 'update', 'replace'].includes(event.operationType)) return undefined;
  const recipeId = (event as { fullDocument?: { recipeId?: unknown } | null }).fullDocument?.recipeId;
  if (recipeId === undefined || recipeId === null || typeof recipeId !== 'object') return undefined;
  const id = String(recipeId);
  return /^[0-9a-f]{24}$/.test(id) ? id : undefined;
}
