import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { themes, type RemoteRegistry } from '@forkful/contracts';
import { GlobalStyle, ThemedToaster } from '@forkful/ui';
import { useThemeMode } from '../features/theme/theme-mode';
import { buildRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * One router for the page's lifetime, from the remotes live when it loaded: created once at startup (not per render:
 * StrictMode renders twice in development). A remote deployed later shows up on the next page load.
 */
export function createAppRouter(registry: RemoteRegistry): AppRouter {
  return createBrowserRouter(buildRoutes(registry));
}

/** The theme, the global style and the toaster around the router: the same in the browser and on the server. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
      {/* The page's one Toaster (below the sticky header); remotes call toast() on the shared singleton. */}
      <ThemedToaster containerStyle={{ top: 72 }} />
    </ThemeProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
