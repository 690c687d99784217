import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster } from 'react-hot-toast';
import { lightTheme } from '@forkful/contracts';

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

/** Renders one route element at `url`, with the theme, a toaster, a /404 page and the location probe. */
export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/404" element={<h1>Recipe Not Found!</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}
