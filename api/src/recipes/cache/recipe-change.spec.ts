import { changedListOrders, changedRecipe, changeOfEvent, changesListTotals, changesTopOrder, LIST_ORDERS, RecipeChange } from './recipe-change';

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
  // What the reviews module reports when a review is written, changed or deleted.
  const rated: RecipeChange = { kind: 'updated', id, fields: ['ratingCount', 'ratingSum', 'ratingBreakdown', 'ratingAverage', 'updatedAt'] };

  it('knows every sort of GET /recipes and its default', () => {
    expect([...LIST_ORDERS].sort()).toEqual(['newest', 'prep-asc', 'prep-desc', 'rating-desc', 'title-asc', 'title-desc']);
  });

  it('a like: the most-liked order, not the lists or their totals', () => {
    expect([changesTopOrder(like), changedListOrders(like), changesListTotals(like)]).toEqual([true, [], false]);
  });

  it('a new title: the title orders, not the others, the totals or the most-liked order', () => {
    expect([changesTopOrder(retitled), changedListOrders(retitled), changesListTotals(retitled)]).toEqual([false, ['title-asc', 'title-desc'], false]);
    expect(changedListOrders({ kind: 'updated', id, fields: ['prepTime'] })).toEqual(['prep-asc', 'prep-desc']);
  });

  it('a rating: "Top rated" and the recipe, not the other orders, the totals or the most-liked order', () => {
    expect([changesTopOrder(rated), changedListOrders(rated), changesListTotals(rated), changedRecipe(rated)]).toEqual([false, ['rating-desc'], false, id]);
  });

  it('a new cuisine: every order and the totals', () => {
    expect([changedListOrders(recuisined), changesListTotals(recuisined)]).toEqual([LIST_ORDERS, true]);
  });

  it('a new photo: only the recipe itself', () => {
    expect([changesTopOrder(photo), changedListOrders(photo), changesListTotals(photo), changedRecipe(photo)]).toEqual([false, [], false, id]);
  });

  it('an insert, a delete, a replacement or an unknown change: every list', () => {
    const changes: RecipeChange[] = [{ kind: 'inserted', id }, { kind: 'deleted', id }, { kind: 'updated', id, fields: null }, { kind: 'all' }];
    for (const change of changes) expect([changesTopOrder(change), changedListOrders(change), changesListTotals(change)]).toEqual([true, LIST_ORDERS, true]);
    expect(changedRecipe({ kind: 'all' })).toBeUndefined();
  });
});
