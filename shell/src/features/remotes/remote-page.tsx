import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '@forkful/ui';
import { liveNavigation } from './live-navigation';
import { RemoteBoundary } from './remote-boundary';
import { remoteNameOf, type RemoteLoader, type RemoteModuleId } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';

type LazyPage = LazyExoticComponent<ComponentType>;

interface CachedPage {
  page: LazyPage;
  /** The navigation (location key) that started this attempt. */
  locationKey: string;
  attempt: { failed: boolean };
}

// One lazy component per loader and module, so moving between routes of a loaded remote does not flash 'Loading...'.
const lazyPages = new WeakMap<RemoteLoader, Map<RemoteModuleId, CachedPage>>();

function startAttempt(loader: RemoteLoader, id: RemoteModuleId, locationKey: string): CachedPage {
  const attempt = { failed: false };
  // Whether the remote answers decides whether its navigation entries show (live-navigation.ts); a page that loads
  // but throws while rendering is the page's bug, not an unreachable remote, so only the load counts.
  const page = lazy(() =>
    loader.load(id).then(
      (Page) => {
        liveNavigation.reachable(remoteNameOf(id));
        return { default: Page };
      },
      (error: unknown) => {
        attempt.failed = true;
        liveNavigation.unreachable(remoteNameOf(id));
        throw error;
      },
    ),
  );
  return { page, locationKey, attempt };
}

function lazyPage(loader: RemoteLoader, id: RemoteModuleId, locationKey: string): LazyPage {
  let pages = lazyPages.get(loader);
  if (!pages) lazyPages.set(loader, (pages = new Map()));
  let cached = pages.get(id);
  // A failed attempt stays failed within its navigation (React re-renders a failed tree once before showing the
  // boundary, and a fresh attempt there would start the load and its timeout all over again); the next one retries.
  if (cached?.attempt.failed && cached.locationKey !== locationKey) {
    loader.reset(id);
    cached = undefined;
  }
  if (!cached) {
    cached = startAttempt(loader, id, locationKey);
    pages.set(id, cached);
  }
  return cached.page;
}

function forget(loader: RemoteLoader, id: RemoteModuleId): void {
  lazyPages.get(loader)?.delete(id);
  loader.reset(id);
}

function LazyRemote({ id, loader }: { id: RemoteModuleId; loader: RemoteLoader }) {
  const Page = lazyPage(loader, id, useLocation().key);
  return <Page />;
}

/**
 * On the server: the page its container gave, or a throw, which React turns into this Suspense boundary's fallback
 * in the HTML with the area marked to be rendered in the browser (where LazyRemote loads it as usual).
 */
function LoadedRemote({ id, loaded }: { id: RemoteModuleId; loaded: NonNullable<RemoteLoader['loaded']> }) {
  const Page = loaded(id);
  if (!Page) throw new Error(`${id} is rendered in the browser: its server container did not load in time`);
  return <Page />;
}

/**
 * One route's page from a remote: loaded on first visit, 'Loading...' meanwhile, its own failure fallback, tried
 * again on Retry or on the next navigation.
 */
export function RemotePage({ id }: { id: RemoteModuleId }) {
  const loader = useRemoteLoader();
  const { key: locationKey } = useLocation();
  return (
    <RemoteBoundary key={id} area={id} resetKey={locationKey} onRetry={() => forget(loader, id)}>
      <Suspense fallback={<Loading />}>
        {loader.loaded ? <LoadedRemote id={id} loaded={loader.loaded} /> : <LazyRemote id={id} loader={loader} />}
      </Suspense>
    </RemoteBoundary>
  );
}
