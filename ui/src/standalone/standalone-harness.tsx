import type { ReactNode } from 'react';
import { BrowserRouter, NavLink } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { themes } from '@forkful/design-tokens';
import { Button } from '../components/button';
import { ThemedToaster } from '../components/themed-toaster';
import { useUiT } from '../i18n/ui-messages';
import { RemoteProviders } from '../providers/remote-providers';
import { GlobalStyle } from '../theme/global-style';
import { useStandaloneTheme } from './use-standalone-theme';

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

const Title = styled.strong`
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

/** Pads the content area the way the shell does, so pages look the same standalone. */
const Main = styled.main`
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 1.5rem 1rem 0;
`;

export interface StandaloneLink {
  to: string;
  label: string;
}

interface StandaloneHarnessProps {
  /** Says which remote this is, e.g. "Forkful · mfe-public (standalone)". */
  title: string;
  /** Links to the remote's pages, so its team can reach every page it exposes. */
  links?: StandaloneLink[];
  /** The remote's routes (a <Routes> of its exposed pages). */
  children: ReactNode;
}

/**
 * A remote on its own, for developing without the shell: what the shell gives a remote at run time (theme with a
 * persisted toggle, global style, router, toaster, query client), around the remote's routes.
 */
export function StandaloneHarness({ title, links = [], children }: StandaloneHarnessProps) {
  const t = useUiT();
  const [mode, toggleTheme] = useStandaloneTheme();
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      <RemoteProviders>
        <BrowserRouter>
          <Bar>
            <Title>{title}</Title>
            {links.length > 0 && (
              <Nav aria-label={t('standalone.pages')}>
                {links.map(({ to, label }) => (
                  <NavLink key={to} to={to} end>
                    {label}
                  </NavLink>
                ))}
              </Nav>
            )}
            <Button type="button" $variant="ghost" $size="sm" onClick={toggleTheme} aria-label={t(mode === 'dark' ? 'standalone.switchToLight' : 'standalone.switchToDark')}>
              {t(mode === 'dark' ? 'standalone.lightTheme' : 'standalone.darkTheme')}
            </Button>
          </Bar>
          <Main>{children}</Main>
        </BrowserRouter>
      </RemoteProviders>
      <ThemedToaster />
    </ThemeProvider>
  );
}
