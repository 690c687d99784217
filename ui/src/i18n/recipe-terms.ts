import { useMemo } from 'react';
import type { Translate } from './create-messages';
import en, { type UiMessages } from './messages/en';
import { useUiT } from './ui-messages';

type UiKey = Extract<keyof UiMessages, string>;

const isUiKey = (key: string): key is UiKey => Object.prototype.hasOwnProperty.call(en, key);

/** The term's message when one of `kinds` lists `value`, else the value itself. */
function termOf(t: Translate<UiKey>, kinds: readonly ('cuisine' | 'category' | 'reportReason')[], value: string): string {
  for (const kind of kinds) {
    const key = `${kind}.${value}`;
    if (isUiKey(key)) return t(key);
  }
  return value;
}

/**
 * The product's fixed vocabulary in the page's language: a cuisine ("Italian"), a category ("Dessert") and a report's
 * reason ("spam") by their value, which stays what is stored and sent. A value outside the lists is shown as it is.
 */
export function useRecipeTerms() {
  const t = useUiT();
  return useMemo(
    () => ({
      cuisine: (value: string) => termOf(t, ['cuisine'], value),
      category: (value: string) => termOf(t, ['category'], value),
      /** A cuisine's or a category's name, whichever list has it (an option of either list). */
      term: (value: string) => termOf(t, ['cuisine', 'category'], value),
      /** A report's reason ("spam") as the reporting and moderation screens name it. */
      reportReason: (value: string) => termOf(t, ['reportReason'], value),
    }),
    [t],
  );
}
