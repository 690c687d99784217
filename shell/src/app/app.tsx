import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster } from 'react-hot-toast';
import { themes, TOAST } from '@forkful/contracts';
import { GlobalStyle } from '../features/theme/global-style';
import { useThemeMode } from '../features/theme/theme-mode';
import { routes } from './routes';

/** The one Toaster of the page; remotes call toast() on the shared react-hot-toast singleton. */
function ThemedToaster() {
  const { mode } = useThemeMode();
  const theme = themes[mode];
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: TOAST.defaultMs,
        success: { duration: TOAST.successMs },
        error: { duration: TOAST.errorMs },
        style: { background: theme.colors.surface, color: theme.colors.text, border: `1px solid ${theme.colors.border}` },
      }}
    />
  );
}

// One router for the page's lifetime (created once, not per render: StrictMode renders twice in development).
const router = createBrowserRouter(routes);

export function App() {
  const { mode } = useThemeMode();
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      <RouterProvider router={router} />
      <ThemedToaster />
    </ThemeProvider>
  );
}
