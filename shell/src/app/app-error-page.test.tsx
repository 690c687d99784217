import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/contracts';
import { AppErrorPage } from './app-error-page';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

function Broken(): never {
  throw new Error('the layout broke');
}

describe('AppErrorPage', () => {
  it("shows 'Unexpected Application Error!' for a router error no product page covers", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <AppErrorPage /> }]);
    render(
      <ThemeProvider theme={lightTheme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('the layout broke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    consoleError.mockRestore();
  });

  it('shows the not-found page it is given for a 404, without logging an error', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Missing(): never {
      // What isRouteErrorResponse recognises (a thrown data(…, { status: 404 }) in a loader).
      throw { status: 404, statusText: 'Not Found', internal: true, data: '' };
    }
    const notFound = <h1>Nobody serves this page</h1>;
    const router = createMemoryRouter([{ path: '/', element: <Missing />, errorElement: <AppErrorPage notFound={notFound} /> }]);
    render(
      <ThemeProvider theme={lightTheme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Nobody serves this page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalledWith('[forkful] router error:', expect.anything());
    consoleError.mockRestore();
  });
});
