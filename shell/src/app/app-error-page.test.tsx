import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { RouteErrorBoundary } from './app-error-page';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

function Broken(): never {
  throw new Error('the page broke');
}

function Routes() {
  return useRoutes([
    {
      path: '/',
      element: (
        <>
          <Link to="/fine">Fine page</Link>
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </>
      ),
      children: [
        { path: 'broken', element: <Broken /> },
        { path: 'fine', element: <h1>A fine page</h1> },
      ],
    },
  ]);
}

function renderAt(path: string) {
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('RouteErrorBoundary', () => {
  it("shows 'Unexpected Application Error!' in place of a page that throws, and logs it", () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('the page broke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith('[forkful] router error:', expect.objectContaining({ message: 'the page broke' }));
    consoleError.mockRestore();
  });

  it('keeps what is around it, and shows the next page once the reader moves on', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(await screen.findByRole('heading', { name: 'A fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
