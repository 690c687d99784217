import { usePageHead } from '@forkful/runtime';

export interface PageMeta {
  /** What search results and link previews say about the page. */
  description?: string;
  /** An absolute URL of a picture for link previews (a recipe's photo). */
  image?: string;
  /** The page shows that its subject does not exist: the server answers 404. */
  notFound?: boolean;
}

/**
 * The page's description, preview image and "not found" for the document the shell's server renders (the tab title
 * is `useDocumentTitle`'s). Does nothing in the browser.
 */
export function usePageMeta({ description, image, notFound }: PageMeta): void {
  usePageHead({ description, image, status: notFound ? 404 : undefined });
}
