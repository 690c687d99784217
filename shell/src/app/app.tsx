import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { themes } from '@forkful/contracts';
import { GlobalStyle, ThemedToaster } from '@forkful/ui';
import { useThemeMode } from '../features/theme/theme-mode';
import { routes } from './routes';

// One router for the page's lifetime (created once, not per render: StrictMode renders twice in development).
const router = createBrowserRouter(routes);

export function App() {
  const { mode } = useThemeMode();
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      <RouterProvider router={router} />
      {/* The page's one Toaster (below the sticky header); remotes call toast() on the shared singleton. */}
      <ThemedToaster containerStyle={{ top: 72 }} />
    </ThemeProvider>
  );
}
