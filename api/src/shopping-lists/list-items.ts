import type { ShoppingItem, ShoppingList } from '@forkful/domain';
import type { MergedItem } from '@forkful/domain/shopping';
import { Types } from 'mongoose';
import type { ShoppingListDoc, StoredShoppingItem } from './schemas/shopping-list.schema';

/**
 * The items after a rebuild: the merged items from the plan first, in their order, each keeping the id and the check
 * of the built item with the same key (an item still needed stays checked); then the cook's own items as they were.
 * Built items no longer in the plan are dropped.
 */
export function rebuiltItems(previous: readonly StoredShoppingItem[], merged: readonly MergedItem[]): StoredShoppingItem[] {
  const builtBefore = new Map(previous.filter((item) => !item.own && item.key !== undefined).map((item) => [item.key, item]));
  const built = merged.map((item): StoredShoppingItem => {
    const before = builtBefore.get(item.key);
    return {
      _id: before?._id ?? new Types.ObjectId(),
      key: item.key,
      text: item.text,
      checked: before?.checked ?? false,
      own: false,
      recipes: item.recipes.map(({ recipeId, title }) => ({ recipeId, title })),
    };
  });
  return [...built, ...previous.filter((item) => item.own)];
}

/** A cook's own item, as added. */
export function ownItem(text: string): StoredShoppingItem {
  return { _id: new Types.ObjectId(), text, checked: false, own: true, recipes: [] };
}

export function toItemView(item: StoredShoppingItem): ShoppingItem {
  return {
    _id: String(item._id),
    text: item.text,
    checked: item.checked === true,
    own: item.own === true,
    recipes: (item.recipes ?? []).map(({ recipeId, title }) => ({ recipeId, title })),
  };
}

/** The list as the API gives it; before it exists, the empty list (no range, no items). */
export function toListView(list: Pick<ShoppingListDoc, 'from' | 'to' | 'items' | 'updatedAt'> | null): ShoppingList {
  if (!list) return { from: null, to: null, items: [], updatedAt: null };
  return {
    from: list.from ?? null,
    to: list.to ?? null,
    items: (list.items ?? []).map(toItemView),
    updatedAt: list.updatedAt ? list.updatedAt.toISOString() : null,
  };
}
