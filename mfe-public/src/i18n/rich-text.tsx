import { Fragment, type ReactNode } from 'react';

/** How a page shows each marked part of a message, by the name in its `(...)`: a link, bold text. */
export type RichParts = Readonly<Record<string, (text: string) => ReactNode>>;

/** `[text](name)`: brackets and parentheses are plain text to ICU, so a message's arguments still format inside. */
const MARKED = /\[([^\]]+)\]\(([a-z]+)\)/g;

/**
 * A translated message with its marked parts rendered (`Most answers are in the [Support Center](support).`), so a
 * translation can put a link wherever its grammar wants it. A part with no renderer shows as plain text.
 */
export function richText(message: string, parts: RichParts): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(MARKED)) {
    const [whole, text, name] = match;
    if (match.index > last) nodes.push(message.slice(last, match.index));
    const render = parts[name];
    nodes.push(render ? render(text) : text);
    last = match.index + whole.length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  // A message's parts in order: the index is key enough.
  return nodes.map((node, index) => <Fragment key={index}>{node}</Fragment>);
}
