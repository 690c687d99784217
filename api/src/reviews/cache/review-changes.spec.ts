import { Types, type mongo } from 'mongoose';
import { recipeOfRecipeChange, recipeOfReviewChange } from './review-changes';

const RECIPE = '0123456789abcdef01234567';
const event = (operationType: string, fullDocument?: unknown) => ({ operationType, documentKey: { _id: 'x' }, fullDocument }) as unknown as mongo.ChangeStreamDocument;

describe('recipeOfReviewChange', () => {
  it("names an insert's, update's or replacement's recipe from the review as it is now", () => {
    for (const type of ['insert', 'update', 'replace']) expect(recipeOfReviewChange(event(type, { recipeId: new Types.ObjectId(RECIPE) }))).toBe(RECIPE);
  });

  it('names none for a delete (only the review is known), a review gone since, a drop or an odd recipe id', () => {
    expect(recipeOfReviewChange(event('delete'))).toBeUndefined();
    expect(recipeOfReviewChange(event('update', null))).toBeUndefined();
    expect(recipeOfReviewChange(event('drop'))).toBeUndefined();
    expect(recipeOfReviewChange(event('invalidate'))).toBeUndefined();
    expect(recipeOfReviewChange(event('insert', { recipeId: RECIPE }))).toBeUndefined();
    expect(recipeOfReviewChange(event('insert', { recipeId: { $ne: 1 } }))).toBeUndefined();
  });
});

describe('recipeOfRecipeChange', () => {
  it("names the recipe for its deletion, insertion, rating fields or unknown fields; 'all' for a change of everything", () => {
    expect(recipeOfRecipeChange({ kind: 'all' })).toBe('all');
    expect(recipeOfRecipeChange({ kind: 'deleted', id: RECIPE })).toBe(RECIPE);
    expect(recipeOfRecipeChange({ kind: 'inserted', id: RECIPE })).toBe(RECIPE);
    expect(recipeOfRecipeChange({ kind: 'updated', id: RECIPE, fields: null })).toBe(RECIPE);
    for (const field of ['ratingCount', 'ratingSum', 'ratingBreakdown']) expect(recipeOfRecipeChange({ kind: 'updated', id: RECIPE, fields: ['updatedAt', field] })).toBe(RECIPE);
  });

  it('names none for fields a reviews page does not show (a like, a title)', () => {
    expect(recipeOfRecipeChange({ kind: 'updated', id: RECIPE, fields: ['likeCount'] })).toBeUndefined();
    expect(recipeOfRecipeChange({ kind: 'updated', id: RECIPE, fields: ['title', 'updatedAt'] })).toBeUndefined();
  });
});
