import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi, queryClient } from '@forkful/runtime';
import { App } from './app/app';
import { adoptServerQueries, onRecoverableError, serverRenderedState } from './app/server-rendered';
import { mountableRegistry } from './app/mount-remotes';
import { buildRoutes } from './app/routes';
import { loadRuntimeConfig } from './app/runtime-config';
import { startAuth } from './features/auth/lib/auth-service';
import { documentLocale, preloadMessages, startLanguage } from './features/language';
import { recordRum, startRum, watchErrors } from './features/rum';
import { startOffline } from './features/offline';
import { liveNavigation } from './features/remotes/live-navigation';
import { federationRemoteLoader, registerForkfulRemotes } from './features/remotes/remote-loader';
import { preloadRouteRemotes } from './features/remotes/preload-route-remotes';
import { applyPreview, resolvePreview, setActivePreview } from './features/remotes/version-preview';
import { applyTheme, followSystemTheme, themeStore } from './features/theme/theme-mode';
import { yieldToMain } from './app/yield-to-main';

/** A page that threw and showed its error boundary: still logged as React does, and counted by real-user monitoring. */
function onCaughtError(error: unknown): void {
  recordRum({ kind: 'error', source: 'error', error });
  console.error(error);
}

async function start() {
  watchErrors();
  applyTheme(themeStore.getState().mode, false);
  followSystemTheme();
  // A server-rendered page is hydrated in the server's language (its <html lang>), whose messages must be in first:
  // a message still loading would make React drop the server's HTML there. A remembered choice that differs follows
  // once hydrated (CurrentLanguage). Otherwise the remembered, else the browser's preferred, language.
  const locale = startLanguage(serverRenderedState() ? documentLocale() : undefined);
  const messagesLoaded = preloadMessages(locale);
  const [config, registry] = await loadRuntimeConfig();
  configureApi({ baseURL: config.apiUrl });
  const allowPreview = config.allowVersionPreview === true;
  const preview = resolvePreview(window.location.search, window.sessionStorage, allowPreview, registry.remotes);
  setActivePreview(preview);
  const previewed = applyPreview(registry, preview);
  // Every listed remote can be loaded (a mounted page may name another remote's module); only those whose routes
  // can be mounted (mount-remotes.ts, which logs the others once, here) get routes, navigation and preloads.
  registerForkfulRemotes(previewed);
  const live = mountableRegistry(previewed);
  startRum(config, previewed.remotes);
  startOffline(config, registry);
  await yieldToMain();
  liveNavigation.show(live.remotes);
  preloadRouteRemotes(live, window.location.pathname, federationRemoteLoader);
  startAuth(config.firebase);
  await yieldToMain();
  // Once for the page's lifetime (not per render: StrictMode renders twice in development), from the remotes live when
  // it loaded: a remote deployed later shows up on the next page load.
  const routes = buildRoutes(live);
  const root = document.getElementById('root')!;
  // A page the server rendered is hydrated, unless a version preview changed the remotes it was rendered with.
  const rendered = serverRenderedState();
  const hydrating = rendered !== undefined && Object.keys(preview).length === 0 && root.firstElementChild !== null;
  await messagesLoaded;
  const app = (
    <StrictMode>
      <App routes={routes} hydrating={hydrating} />
    </StrictMode>
  );
  if (rendered && hydrating) {
    adoptServerQueries(queryClient, rendered.queries);
    await yieldToMain();
    // As a transition, hydration works in slices and yields to the browser between them (the page is already drawn
    // and readable; a click meanwhile is replayed), instead of holding the main thread for the whole tree at once.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError, onCaughtError });
    });
  } else {
    createRoot(root, { onCaughtError }).render(app);
  }
}

void start();
