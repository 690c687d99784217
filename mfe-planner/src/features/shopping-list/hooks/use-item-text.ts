import type { ShoppingItem } from '@forkful/domain';
import { useFormat } from '@forkful/ui';

/**
 * What an item says: the cook's own words as typed; a built one ("700 g flour") with its quantities in the page's
 * digits (Bangla digits in Bangla; the ingredient's words are the recipe's and stay as written).
 */
export function useItemText(): (item: ShoppingItem) => string {
  const { digits } = useFormat();
  return (item) => (item.own ? item.text : digits(item.text));
}
