import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { HydratedApart } from '@forkful/ui';
import { OfflineBanner } from '../../offline';
import { useT } from '../../../i18n';
import { Footer } from './footer';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import { Header } from './header';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall: the footer starts below the fold, so a page arriving after its 'Loading...' (a remote's)
// does not push a visible footer down (a layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 1.5rem 1rem 0;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0.5rem;
  z-index: 200;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};

  &:focus {
    left: 0.5rem;
  }
`;

/**
 * The shell's frame around every page: an optional banner, the sticky header, the content area (a remote's page) and
 * the footer.
 */
export function Layout({ banner }: { banner?: ReactNode }) {
  const t = useT();
  useScrollRestoration();
  return (
    <Page>
      <SkipLink href="#main-content">{t('layout.skipToContent')}</SkipLink>
      {banner}
      <OfflineBanner />
      <Header />
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      {/* Below the page: it hydrates on its own, after the header and the page. */}
      <HydratedApart>
        <Footer />
      </HydratedApart>
    </Page>
  );
}
