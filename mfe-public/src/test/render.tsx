import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme, type ForkfulTheme } from '@forkful/contracts';

/** Shows where the router went, so tests can assert navigation the way a user sees it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders a page or component inside the theme and a memory router, at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/', theme = lightTheme }: { path?: string; theme?: ForkfulTheme } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{ui}<LocationProbe /></>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
