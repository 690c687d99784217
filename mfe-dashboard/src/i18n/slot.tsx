import type { ReactNode } from 'react';

/** What a message's `{slot}` argument is given, so the sentence can be split where an element goes. */
export const SLOT = '\u2063';

/**
 * A translated sentence with an element in the place its message gives `{...}` (given `SLOT`): a link or a `<time>`
 * stays where each language's word order puts it.
 */
export function withSlot(text: string, element: ReactNode): ReactNode {
  const [before, ...after] = text.split(SLOT);
  if (after.length === 0) return text;
  return (
    <>
      {before}
      {element}
      {after.join('')}
    </>
  );
}
