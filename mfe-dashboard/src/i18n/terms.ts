import { useMemo } from 'react';
import { useT, type MessageKey, type T } from '.';
import en from './messages/en';

type TermKind = 'cuisine' | 'category' | 'reportReason';

const isKey = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(en, key);

/** A fixed term's name in `t`'s language ("Italian", "Dessert", "Spam or advertising"); a value outside the lists as it is. */
export function termOf(t: T, kind: TermKind, value: string): string {
  const key = `${kind}.${value}`;
  return isKey(key) ? t(key) : value;
}

/**
 * The product's fixed lists (cuisines, categories, report reasons) named in the page's language. Only the name shown
 * changes: the value, which is stored and sent, stays the English constant.
 */
export function useTerms() {
  const t = useT();
  return useMemo(
    () => ({
      cuisine: (value: string) => termOf(t, 'cuisine', value),
      category: (value: string) => termOf(t, 'category', value),
      reportReason: (value: string) => termOf(t, 'reportReason', value),
    }),
    [t],
  );
}
