import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteModuleId } from '@forkful/contracts';
import { Loading } from '../../components/loading';
import { RemoteBoundary } from './remote-boundary';
import type { RemoteLoader } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';

type LazyPage = LazyExoticComponent<ComponentType>;

// One lazy component per loader and module, so moving between routes of a loaded remote does not flash 'Loading...'.
const lazyPages = new WeakMap<RemoteLoader, Map<RemoteModuleId, LazyPage>>();

function lazyPage(loader: RemoteLoader, id: RemoteModuleId): LazyPage {
  let pages = lazyPages.get(loader);
  if (!pages) lazyPages.set(loader, (pages = new Map()));
  let page = pages.get(id);
  if (!page) {
    // A failed attempt stays failed until Retry (forget): React re-renders a failed tree once before showing the
    // boundary, and a fresh attempt there would start the load (and its timeout) all over again.
    page = lazy(() => loader.load(id).then((Page) => ({ default: Page })));
    pages.set(id, page);
  }
  return page;
}

function forget(loader: RemoteLoader, id: RemoteModuleId): void {
  lazyPages.get(loader)?.delete(id);
  loader.reset(id);
}

function LazyRemote({ id, loader }: { id: RemoteModuleId; loader: RemoteLoader }) {
  const Page = lazyPage(loader, id);
  return <Page />;
}

/** One route's page from a remote: loaded on first visit, 'Loading...' meanwhile, its own failure fallback. */
export function RemotePage({ id }: { id: RemoteModuleId }) {
  const loader = useRemoteLoader();
  return (
    <RemoteBoundary key={id} area={id} onRetry={() => forget(loader, id)}>
      <Suspense fallback={<Loading />}>
        <LazyRemote id={id} loader={loader} />
      </Suspense>
    </RemoteBoundary>
  );
}
