import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme, type ForkfulTheme } from '@forkful/design-tokens';
import { DEFAULT_LOCALE, type Locale } from '@forkful/domain';
import { LocaleContext, setDevelopmentSession } from '@forkful/runtime';
import { createQueryClient } from '@forkful/runtime/query';
import { RemoteProviders, ThemedToaster } from '@forkful/ui';

export const TEST_USER = { uid: 'cook-1', email: 'cook@example.com', displayName: 'Test Cook' };

/** Shows where the router went (path and query), so tests can assert navigation the way a user sees it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The product's query client configuration, fresh for one test and without retries (a failure shows at once). */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

interface RenderOptions {
  path?: string;
  theme?: ForkfulTheme;
  /** A fresh test client unless given (an exposed module's test passes the shared one of @forkful/runtime). */
  queryClient?: QueryClient;
  /** The page's language, as the shell gives it (English unless told; preload the messages of another first). */
  locale?: Locale;
}

/**
 * Renders a page or component as the shell does: theme, a signed-in cook, a query client, a memory router at `path`,
 * the toaster, in the shell's language (`locale`); returns the query client too.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', theme = lightTheme, queryClient = createTestQueryClient(), locale = DEFAULT_LOCALE }: RenderOptions = {},
) {
  setDevelopmentSession(TEST_USER);
  const result = render(
    <LocaleContext.Provider value={locale}>
      <ThemeProvider theme={theme}>
        <RemoteProviders client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={<>{ui}<LocationProbe /></>} />
            </Routes>
          </MemoryRouter>
          <ThemedToaster />
        </RemoteProviders>
      </ThemeProvider>
    </LocaleContext.Provider>,
  );
  return { ...result, queryClient };
}

/** Where the router is now: path and query string. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
