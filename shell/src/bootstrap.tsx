import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@forkful/contracts';
import { App } from './app/app';
import { routes } from './app/routes';
import { loadRuntimeConfig } from './app/runtime-config';
import { startAuth } from './features/auth/lib/auth-service';
import { federationRemoteLoader, registerForkfulRemotes } from './features/remotes/remote-loader';
import { preloadRouteRemotes } from './features/remotes/preload-route-remotes';
import { applyPreview, resolvePreview, setActivePreview } from './features/remotes/version-preview';
import { applyTheme, followSystemTheme, themeStore } from './features/theme/theme-mode';

async function start() {
  applyTheme(themeStore.getState().mode, false);
  followSystemTheme();
  const [config, remotes] = await loadRuntimeConfig();
  configureApi({ baseURL: config.apiUrl });
  const preview = resolvePreview(window.location.search, window.sessionStorage, config.allowVersionPreview === true);
  setActivePreview(preview);
  registerForkfulRemotes(applyPreview(remotes, preview));
  preloadRouteRemotes(routes, window.location.pathname, federationRemoteLoader);
  startAuth(config.firebase);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
