import { useSyncExternalStore } from 'react';
import { useSession } from '@forkful/runtime';

const subscribeToNothing = () => () => undefined;

/**
 * The signed-in reader's uid in the browser; '' when signed out, on the server and while hydrating, so a page the
 * server rendered for everyone hydrates as it was rendered and only then becomes the reader's own.
 */
export function useViewerUid(): string {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const uid = useSession((session) => session.user?.uid ?? '');
  return inBrowser ? uid : '';
}
