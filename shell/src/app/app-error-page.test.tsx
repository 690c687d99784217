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
});
