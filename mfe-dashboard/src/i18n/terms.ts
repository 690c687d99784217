import { useMemo } from 'react';
import { useRecipeTerms } from '@forkful/ui';
import { useT, type MessageKey, type T } from '.';
import en from './messages/en';

type TermKind = 'reportReason';

const isKey = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(en, key);

/** A fixed term's name in `t`'s language ("Italian", "Dessert", "Spam or advertising"); a value outside the lists as it is. */
export function termOf(t: T, kind: TermKind, value: string): string {
  const key = `${kind}.${value}`;
  return isKey(key) ? t(key) : value;
}

/**
 * The product's fixed lists named in the page's language: cuisines and categories are the UI kit's words (every app
 * shows them), report reasons the dashboard's. Only the name shown changes: the value, which is stored and sent,
 * stays the English constant.
 */
export function useTerms() {
  const t = useT();
  const { cuisine, category } = useRecipeTerms();
  return useMemo(() => ({ cuisine, category, reportReason: (value: string) => termOf(t, 'reportReason', value) }), [t, cuisine, category]);
}
