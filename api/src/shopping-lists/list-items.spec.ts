import { Types } from 'mongoose';
import { rebuiltItems, toListView } from './list-items';
import type { StoredShoppingItem } from './schemas/shopping-list.schema';

const stored = (text: string, extra: Partial<StoredShoppingItem> = {}): StoredShoppingItem => ({ _id: new Types.ObjectId(), text, checked: false, own: false, recipes: [], ...extra });
const merged = (key: string, text: string) => ({ key, text, recipes: [{ recipeId: 'r1', title: 'Bread' }] });

describe('rebuiltItems', () => {
  it("keeps the id and check of a built item whose key is still there, drops the others, and keeps own items (and their checks) last", () => {
    const flour = stored('200 g flour', { key: 'flour|mass', checked: true });
    const salt = stored('salt', { key: 'salt|none', checked: true });
    const own = stored('flour', { own: true, checked: true });
    const items = rebuiltItems([own, flour, salt], [merged('milk|volume', '1 cup milk'), merged('flour|mass', '700 g flour')]);
    expect(items.map(({ text, checked, own }) => ({ text, checked, own }))).toEqual([
      { text: '1 cup milk', checked: false, own: false },
      { text: '700 g flour', checked: true, own: false },
      { text: 'flour', checked: true, own: true },
    ]);
    expect(items[1]._id).toBe(flour._id);
    expect(items[1].key).toBe('flour|mass');
    expect(items[1].recipes).toEqual([{ recipeId: 'r1', title: 'Bread' }]);
    expect(items[2]).toBe(own);
  });

  it("never takes an own item's check for a built item of the same words", () => {
    const own = stored('salt', { own: true, checked: true, key: 'salt|none' });
    expect(rebuiltItems([own], [merged('salt|none', 'salt')])[0]).toMatchObject({ checked: false, own: false });
  });
});

describe('toListView', () => {
  it('gives the empty list before there is one, and never the stored key', () => {
    expect(toListView(null)).toEqual({ from: null, to: null, items: [], updatedAt: null });
    const view = toListView({ from: '2025-06-02', to: '2025-06-08', items: [stored('salt', { key: 'salt|none' })], updatedAt: new Date(0) });
    expect(view.items[0]).not.toHaveProperty('key');
    expect(view.updatedAt).toBe('1970-01-01T00:00:00.000Z');
  });
});
