import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme, type ForkfulTheme } from '@forkful/design-tokens';
import { RemoteProviders } from '@forkful/ui';

/** Shows where the router went, so tests can assert navigation the way a user sees it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** A fresh client per test, so no answer is cached across tests; no retries, so a failure shows at once. */
function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders a page or component inside the theme, a query client and a memory router, at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/', theme = lightTheme }: { path?: string; theme?: ForkfulTheme } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <RemoteProviders client={testQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<>{ui}<LocationProbe /></>} />
          </Routes>
        </MemoryRouter>
      </RemoteProviders>
    </ThemeProvider>,
  );
}

export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
