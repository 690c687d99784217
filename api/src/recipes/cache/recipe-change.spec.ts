import { changedRecipe, changeOfEvent, changesListOrder, changesListTotals, changesTopOrder, RecipeChange } from './recipe-change';

const id = '0123456789abcdef01234567';

describe('changeOfEvent', () => {
  it('reads inserts, deletes, updates (top-level fields) and replacements', () => {
    expect(changeOfEvent({ operationType: 'insert', documentKey: { _id: id } })).toEqual({ kind: 'inserted', id });
    expect(changeOfEvent({ operationType: 'delete', documentKey: { _id: id } })).toEqual({ kind: 'deleted', id });
    expect(
      changeOfEvent({ operationType: 'update', documentKey: { _id: id }, updateDescription: { updatedFields: { likeCount: 3, 'categories.1': 'Lunch' }, removedFields: ['imageAlt'] } }),
    ).toEqual({ kind: 'updated', id, fields: ['likeCount', 'categories', 'imageAlt'] });
    expect(changeOfEvent({ operationType: 'update', documentKey: { _id: id } })).toEqual({ kind: 'updated', id, fields: null });
    expect(changeOfEvent({ operationType: 'replace', documentKey: { _id: id } })).toEqual({ kind: 'updated', id, fields: null });
  });

  it('makes anything that names no single recipe a change of everything', () => {
    for (const operationType of ['drop', 'rename', 'dropDatabase', 'invalidate']) expect(changeOfEvent({ operationType })).toEqual({ kind: 'all' });
  });
});

describe('what a change can affect', () => {
  const like: RecipeChange = { kind: 'updated', id, fields: ['likeCount', 'updatedAt'] };
  const retitled: RecipeChange = { kind: 'updated', id, fields: ['title', 'updatedAt'] };
  const recuisined: RecipeChange = { kind: 'updated', id, fields: ['cuisineType'] };
  const photo: RecipeChange = { kind: 'updated', id, fields: ['image'] };

  it('a like: the most-liked order, not the lists or their totals', () => {
    expect([changesTopOrder(like), changesListOrder(like), changesListTotals(like)]).toEqual([true, false, false]);
  });

  it('a new title: the lists, not their totals or the most-liked order', () => {
    expect([changesTopOrder(retitled), changesListOrder(retitled), changesListTotals(retitled)]).toEqual([false, true, false]);
  });

  it('a new cuisine: the lists and their totals', () => {
    expect([changesListOrder(recuisined), changesListTotals(recuisined)]).toEqual([true, true]);
  });

  it('a new photo: only the recipe itself', () => {
    expect([changesTopOrder(photo), changesListOrder(photo), changesListTotals(photo), changedRecipe(photo)]).toEqual([false, false, false, id]);
  });

  it('an insert, a delete, a replacement or an unknown change: every list', () => {
    const changes: RecipeChange[] = [{ kind: 'inserted', id }, { kind: 'deleted', id }, { kind: 'updated', id, fields: null }, { kind: 'all' }];
    for (const change of changes) expect([changesTopOrder(change), changesListOrder(change), changesListTotals(change)]).toEqual([true, true, true]);
    expect(changedRecipe({ kind: 'all' })).toBeUndefined();
  });
});
