import { createContext, useContext } from 'react';

/**
 * What a page says about itself for the document's head and status, when the shell's server renders it: the tab
 * title, the description and image that search results and link previews show, and 404 for a page of something that
 * does not exist (an unknown cook). In the browser nobody listens, and `usePageHead` does nothing.
 */
export interface PageHead {
  /** The whole document title, e.g. "Ada Lovelace · Forkful". */
  title?: string;
  /** One or two sentences; the server trims it. */
  description?: string;
  /** An absolute http(s) URL of a picture for link previews. */
  image?: string;
  /** 404 for a missing thing; anything else is ignored. */
  status?: 404;
}

/** The server's collector for the page being rendered; null in the browser. */
export const PageHeadContext = createContext<PageHead | null>(null);

/**
 * Tells the server what this page's head should say. Called during render (the server runs no effects); a deeper
 * component's call wins, so a page refines what its route declared. Shared through `@forkful/runtime`, so every
 * remote writes into the one collector the shell's server provides.
 */
export function usePageHead(head: PageHead): void {
  const collector = useContext(PageHeadContext);
  if (!collector) return;
  for (const key of ['title', 'description', 'image', 'status'] as const) {
    if (head[key] !== undefined) (collector as Record<string, unknown>)[key] = head[key];
  }
}
