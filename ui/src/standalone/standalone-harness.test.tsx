import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { THEME_STORAGE_KEY } from '@forkful/design-tokens';
import { StandaloneHarness } from './standalone-harness';

function Page() {
  const theme = useTheme();
  useQueryClient(); // throws without a query client
  return <h1>Home in {theme.mode}</h1>;
}

function renderHarness() {
  return render(
    <StandaloneHarness title="Forkful · mfe-test (standalone)" links={[{ to: '/', label: 'Home' }]}>
      <Routes>
        <Route path="/" element={<Page />} />
      </Routes>
    </StandaloneHarness>,
  );
}

describe('StandaloneHarness', () => {
  beforeEach(() => window.localStorage.clear());

  it("gives the remote's routes a theme, a router and a query client, under a bar naming the remote", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderHarness();
    expect(screen.getByRole('heading', { name: 'Home in dark' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Forkful · mfe-test (standalone)');
    expect(screen.getByRole('navigation', { name: 'Remote pages' })).toContainElement(screen.getByRole('link', { name: 'Home' }));
  });

  it('switches the theme and keeps the choice where the shell keeps it', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('heading', { name: 'Home in dark' })).toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toHaveTextContent('Light theme');
  });
});
