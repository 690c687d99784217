import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { ThemeMode } from '@forkful/contracts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled.strong`
  margin-right: auto;
  color: ${({ theme }) => theme.colors.primary};
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.9rem;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const Toggle = styled.button`
  padding: 0.4rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

/** Pads the content area the way the shell does, so pages look the same standalone. */
export const DevMain = styled.main`
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 1.5rem 1rem 0;
`;

const LINKS = [
  ['/', 'Home'],
  ['/about', 'About Us'],
  ['/contact', 'Contact'],
  ['/support', 'Support'],
  ['/terms', 'Terms'],
  ['/privacy', 'Privacy'],
  ['/404', '404'],
] as const;

/** Navigation of the standalone dev page, so the remote's team can reach every page it exposes. */
export function DevHeader({ mode, onToggleTheme }: { mode: ThemeMode; onToggleTheme: () => void }) {
  return (
    <Bar>
      <Brand>Forkful · mfe-public (standalone)</Brand>
      <Nav aria-label="Public pages">
        {LINKS.map(([to, label]) => (
          <NavLink key={to} to={to} end>
            {label}
          </NavLink>
        ))}
      </Nav>
      <Toggle type="button" onClick={onToggleTheme} aria-label={`Switch to ${mode === 'dark' ? 'light' : 'dark'} theme`}>
        {mode === 'dark' ? 'Light theme' : 'Dark theme'}
      </Toggle>
    </Bar>
  );
}
