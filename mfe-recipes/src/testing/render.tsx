import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { DEFAULT_LOCALE, type Locale } from '@forkful/domain';
import { LocaleContext } from '@forkful/runtime';
import { RemoteProviders, ThemedToaster } from '@forkful/ui';
import { createTestQueryClient } from './test-query-client';

/** Shows the current URL and offers a Back button, so tests can check what the page wrote to the URL. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        History back
      </button>
    </>
  );
}

/**
 * The theme and the remote's providers on the given (fresh) query client, and the page's language (English unless
 * told), as the shell gives them. For Bangla, preload the messages first (`preloadBangla`), else the tree suspends.
 */
export function TestProviders({ client, locale = DEFAULT_LOCALE, children }: { client: QueryClient; locale?: Locale; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <ThemeProvider theme={lightTheme}>
        <RemoteProviders client={client}>{children}</RemoteProviders>
      </ThemeProvider>
    </LocaleContext.Provider>
  );
}

/** Renders a component with the theme, a fresh query client and a router (kept on rerender), for one piece of a page. */
export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </TestProviders>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

interface RouteOptions {
  path: string;
  url: string;
  queryClient?: QueryClient;
  locale?: Locale;
}

/** Renders one route element at `url`, with the providers, a toaster, a /404 page and the location probe. */
export function renderRoute(element: ReactElement, { path, url, queryClient = createTestQueryClient(), locale }: RouteOptions) {
  const result = render(
    <TestProviders client={queryClient} locale={locale}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/404" element={<h1>Recipe Not Found!</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ThemedToaster />
    </TestProviders>,
  );
  return { ...result, queryClient };
}
