import { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme, setDevelopmentSession } from '@forkful/contracts';

export const TEST_USER = { uid: 'cook-1', email: 'cook@example.com', displayName: 'Test Cook' };

/** Shows the current path so tests can assert navigation. */
function LocationProbe() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/** Renders a page at `path` (matched by `pattern`) inside the theme, a router and a signed-in session. */
export function renderPage(page: ReactElement, options: { path: string; pattern?: string }) {
  setDevelopmentSession(TEST_USER);
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[options.path]}>
        <Routes>
          <Route path={options.pattern ?? options.path} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
