import { useLayoutEffect } from 'react';
import { useOutlet } from 'react-router-dom';
import { useLocale, usePageHead } from '@forkful/runtime';
import { inLanguage, type TranslatedText } from '@forkful/topology';
import { documentTitle } from '@forkful/ui';
import { RemotePage } from '../features/remotes/remote-page';
import type { RemoteModuleId } from '../features/remotes/remote-loader';

/**
 * A route's remote page, named in the tab by its declared title ("All Recipes · Forkful", "সব রেসিপি · Forkful" in
 * Bangla; none: "Forkful") from the
 * first frame, even while the remote loads. A layout effect, so the page's own `useDocumentTitle` (a passive effect,
 * later) can still refine it (a recipe's name). A layout page whose child matched leaves the title to the child:
 * layout effects run child first, so the layout setting it too would win.
 * `owner`: the remote whose route module declares the page (it may show another remote's module); real-user
 * monitoring reads it from the matched route (rum-timeline.ts), the page does not use it.
 */
export function RemoteRoutePage({ id, title, titles }: { id: RemoteModuleId; title?: string; titles?: TranslatedText; owner?: string }) {
  const childShown = useOutlet() !== null;
  // The route module's title in the page's language (its English one when it has none in it).
  const shown = title === undefined ? undefined : inLanguage(title, titles, useLocale());
  // The server runs no effects: it takes the declared title from here (and the page's own from useDocumentTitle).
  usePageHead(childShown ? {} : { title: documentTitle(shown) });
  useLayoutEffect(() => {
    if (!childShown) document.title = documentTitle(shown);
  }, [id, shown, childShown]);
  return <RemotePage id={id} />;
}
