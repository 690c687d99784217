import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';
import { subscribeToasterWanted, toasterWanted } from '../lib/toaster-demand';

/** The UI kit's Toaster, with react-hot-toast, in a chunk of its own. */
const ThemedToaster = lazy(() =>
  import(/* webpackChunkName: "toaster" */ '@forkful/ui').then((ui) => ({ default: ui.ThemedToaster })),
);

/**
 * The page's one Toaster, rendered once something on the page can toast (features/layout/lib/toaster-demand.ts).
 * Nothing before that, on the server too, so the server's HTML and the first render in the browser agree.
 */
export function LazyToaster({ containerStyle }: { containerStyle?: CSSProperties }) {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster containerStyle={containerStyle} />
    </Suspense>
  );
}
