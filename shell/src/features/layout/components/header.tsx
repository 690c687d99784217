import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@forkful/domain';
import { useSession } from '@forkful/runtime';
import { CloseIcon, ForkIcon, IconButton, MenuIcon } from '@forkful/ui';
import { useT } from '../../../i18n';
import { LanguageSwitch } from '../../language';
import { useSlotLinks } from '../hooks/use-slot-links';
import { ThemeToggle } from './theme-toggle';
import { LogoutButton, UserAvatar } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0.6rem 1rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  margin-right: auto;
  font-size: 1.45rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * The brand's word. Between md and lg a signed-in header (seven items, the Language switch, Logout, theme, avatar)
 * has no room for it: the mark alone stands for it there (the link keeps its name).
 */
const BrandName = styled.span<{ $compact: boolean }>`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) and (max-width: calc(${({ theme }) => theme.breakpoints.lg} - 0.02px)) {
    display: ${({ $compact }) => ($compact ? 'none' : 'inline')};
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;

  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: 0.45rem 0.75rem;
    border-radius: 999px;
    text-decoration: none;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  a.active {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  /* Between md and lg a signed-in header (seven items, Logout, theme, avatar) needs tighter links to fit. */
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) and (max-width: calc(${({ theme }) => theme.breakpoints.lg} - 0.02px)) {
    gap: 0.25rem;

    ul {
      gap: 0;
    }

    a {
      padding: 0.45rem 0.55rem;
    }
  }

  /* Below the md breakpoint the links fold into a panel under the bar, opened by the menu button. */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.md} - 0.02px)) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: 0.5rem 1rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow};

    flex-direction: column;
    align-items: stretch;

    ul {
      flex-direction: column;
    }

    button,
    select {
      align-self: flex-start;
      margin: 0.5rem 0 0 0.75rem;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const MenuButton = styled(IconButton)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

export function Header() {
  const t = useT();
  const status = useSession((state) => state.status);
  // The live remotes' header entries (their route modules), then the shell's own Login.
  const remoteLinks = useSlotLinks('header');
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links: NavItem[] = remoteLinks.map(({ to, label, end }) => ({ to, label, end }));
  if (status === 'signed-out') links.push({ to: '/login', label: t('header.login') });

  return (
    <Bar>
      <Inner>
        <Brand to="/" aria-label={t('header.home', { product: PRODUCT_NAME })}>
          <ForkIcon size={26} />
          <BrandName $compact={status === 'signed-in'}>{PRODUCT_NAME}</BrandName>
        </Brand>
        <Nav id="primary-navigation" aria-label={t('header.mainNav')} $open={menuOpen}>
          <ul>
            {links.map((link) => (
              <li key={`${link.to} ${link.label}`}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* In the bar on wide screens; in the folded menu on narrow ones, where the bar has no room for it. */}
          <LanguageSwitch />
          {status === 'signed-in' && <LogoutButton />}
        </Nav>
        <Actions>
          <ThemeToggle />
          <UserAvatar />
          <MenuButton
            type="button"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="primary-navigation"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </MenuButton>
        </Actions>
      </Inner>
    </Bar>
  );
}
