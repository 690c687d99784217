import { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { DEFAULT_LOCALE, type Locale } from '@forkful/domain';
import { LocaleContext, setDevelopmentSession } from '@forkful/runtime';
import { createTestQueryClient } from './query-client';

export const TEST_USER = { uid: 'cook-1', email: 'cook@example.com', displayName: 'Test Cook' };

/** Shows the current path so tests can assert navigation. */
function LocationProbe() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/**
 * The host's part (language, theme, router at `path`, signed-in session) around `children`, as the shell provides it;
 * English unless `locale` says (preload that language's messages first: `preloadMessages`).
 */
export function renderInHost(children: ReactNode, options: { path: string; locale?: Locale }) {
  setDevelopmentSession(TEST_USER);
  return render(
    <LocaleContext.Provider value={options.locale ?? DEFAULT_LOCALE}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[options.path]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </LocaleContext.Provider>,
  );
}

/** Renders a page at `path` (matched by `pattern`) in the host with a fresh query client; returns that client too. */
export function renderPage(page: ReactElement, options: { path: string; pattern?: string; locale?: Locale }) {
  const queryClient = createTestQueryClient();
  const result = renderInHost(
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={options.pattern ?? options.path} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </QueryClientProvider>,
    { path: options.path, locale: options.locale },
  );
  return { ...result, queryClient };
}
