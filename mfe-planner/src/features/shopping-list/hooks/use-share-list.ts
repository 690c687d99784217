import toast from 'react-hot-toast';
import type { ShoppingItem, ShoppingList } from '@forkful/domain';
import { usePlanWords, type PlanWords } from '../../../i18n/plan-words';
import { useItemText } from './use-item-text';

/** The list as plain text: a title line with its days, then an item a line, "[x]" before the checked ones. */
export function shoppingListText(list: ShoppingList, { t, range }: PlanWords, textOf: (item: ShoppingItem) => string): string {
  const title = list.from && list.to ? t('share.titleWithDays', { range: range(list.from, list.to) }) : t('share.title');
  return [title, ...list.items.map((item) => `${item.checked ? '[x]' : '[ ]'} ${textOf(item)}`)].join('\n');
}

/**
 * Shares the list as plain text, in the page's language: the system share sheet (Web Share) where the browser has one,
 * else (or when the sheet cannot open) the text is copied with the toast "Copied". Closing the share sheet is not a
 * failure.
 */
export function useShareList(list: ShoppingList | undefined) {
  const words = usePlanWords();
  const textOf = useItemText();
  const { t } = words;

  async function copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  }

  return async () => {
    if (!list) return;
    const text = shoppingListText(list, words, textOf);
    if (typeof navigator.share !== 'function') return copy(text);
    try {
      await navigator.share({ title: t('share.title'), text });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') await copy(text);
    }
  };
}
