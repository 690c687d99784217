import { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { setDevelopmentSession } from '@forkful/runtime';
import { createTestQueryClient } from './query-client';

export const TEST_USER = { uid: 'cook-1', email: 'cook@example.com', displayName: 'Test Cook' };

/** Shows the current path so tests can assert navigation. */
function LocationProbe() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/** The host's part (theme, router at `path`, signed-in session) around `children`, as the shell provides it. */
export function renderInHost(children: ReactNode, options: { path: string }) {
  setDevelopmentSession(TEST_USER);
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[options.path]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Renders a page at `path` (matched by `pattern`) in the host with a fresh query client; returns that client too. */
export function renderPage(page: ReactElement, options: { path: string; pattern?: string }) {
  const queryClient = createTestQueryClient();
  const result = renderInHost(
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={options.pattern ?? options.path} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </QueryClientProvider>,
    { path: options.path },
  );
  return { ...result, queryClient };
}
