import type { mongo } from 'mongoose';
import { changesPlannedRecipes } from './plan-read-cache';
import { accountOfChange } from '../../database/collection-changes';

const event = (operationType: string, fullDocument?: unknown) => ({ operationType, documentKey: { _id: 'x' }, fullDocument }) as unknown as mongo.ChangeStreamDocument;

describe('accountOfChange', () => {
  it("names an insert's, update's or replacement's account from the document as it is now", () => {
    for (const type of ['insert', 'update', 'replace']) expect(accountOfChange(event(type, { uid: 'ann' }))).toBe('ann');
  });

  it('names none for a delete (only the id is known), a document gone since, a drop or an odd uid', () => {
    expect(accountOfChange(event('delete'))).toBeUndefined();
    expect(accountOfChange(event('update', null))).toBeUndefined();
    expect(accountOfChange(event('drop'))).toBeUndefined();
    expect(accountOfChange(event('invalidate'))).toBeUndefined();
    expect(accountOfChange(event('insert', { uid: { $ne: 1 } }))).toBeUndefined();
  });
});

describe('changesPlannedRecipes', () => {
  it('is true for what an entry shows: a deletion, an insertion, the title, picture or servings, anything unknown', () => {
    expect(changesPlannedRecipes({ kind: 'all' })).toBe(true);
    expect(changesPlannedRecipes({ kind: 'deleted', id: 'r' })).toBe(true);
    expect(changesPlannedRecipes({ kind: 'inserted', id: 'r' })).toBe(true);
    expect(changesPlannedRecipes({ kind: 'updated', id: 'r', fields: null })).toBe(true);
    for (const field of ['title', 'image', 'imageAlt', 'servings']) expect(changesPlannedRecipes({ kind: 'updated', id: 'r', fields: ['likeCount', field] })).toBe(true);
  });

  it('is false for an update of fields an entry does not show (a like)', () => {
    expect(changesPlannedRecipes({ kind: 'updated', id: 'r', fields: ['likeCount', 'ingredients', 'prepTime'] })).toBe(false);
  });
});
