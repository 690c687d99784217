import toast from 'react-hot-toast';
import type { ShoppingList } from '@forkful/domain';
import { formatRange } from '../../../lib/plan-dates';

/** The list as plain text: a title line with its days, then an item a line, "[x]" before the checked ones. */
export function shoppingListText(list: ShoppingList): string {
  const title = list.from && list.to ? `Shopping list (${formatRange(list.from, list.to)})` : 'Shopping list';
  return [title, ...list.items.map((item) => `${item.checked ? '[x]' : '[ ]'} ${item.text}`)].join('\n');
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied');
  } catch {
    toast.error('Could not copy the list');
  }
}

/**
 * Shares the list as plain text: the system share sheet (Web Share) where the browser has one, else (or when the sheet
 * cannot open) the text is copied with the toast "Copied". Closing the share sheet is not a failure.
 */
export function useShareList(list: ShoppingList | undefined) {
  return async () => {
    if (!list) return;
    const text = shoppingListText(list);
    if (typeof navigator.share !== 'function') return copy(text);
    try {
      await navigator.share({ title: 'Shopping list', text });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') await copy(text);
    }
  };
}
