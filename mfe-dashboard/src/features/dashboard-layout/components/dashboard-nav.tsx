import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { COOK_MESSAGES } from '@forkful/contracts/core';
import { focusRing, mediaUp, surfacePanel, useHostHasRoute } from '@forkful/ui';
import { DASHBOARD_COLUMN } from './page';

/** The dashboard's own navigation (spec section 2); absolute paths, so it works under any host route. */
export const DASHBOARD_LINKS = [
  { to: '/dashboard', label: 'Overview', end: true },
  { to: '/dashboard/all-recipes', label: 'All Recipes', end: false },
  { to: '/dashboard/my-recipes', label: 'My Recipes', end: false },
  { to: '/dashboard/add-recipe', label: 'Add Recipe', end: false },
  { to: '/dashboard/saved', label: COOK_MESSAGES.savedRecipes, end: false },
  { to: '/', label: 'Home', end: true },
] as const;

/* Lines up with the page column below it (same max width and side padding as Page). */
const Bar = styled.nav`
  box-sizing: border-box;
  max-width: ${DASHBOARD_COLUMN};
  margin: 1rem auto 0;
  font-family: ${({ theme }) => theme.font};

  ${mediaUp('sm')} {
    padding: 0 1.5rem;
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0.4rem;
  list-style: none;
  ${surfacePanel}

  ${mediaUp('sm')} {
    gap: 0.5rem;
    padding: 0.5rem;
  }
`;

const Item = styled.li<{ $pushRight?: boolean }>`
  flex: 0 0 auto;

  ${mediaUp('sm')} {
    margin-left: ${({ $pushRight }) => ($pushRight ? 'auto' : '0')};
  }
`;

const Link = styled(NavLink)`
  display: block;
  padding: 0.45rem 0.75rem;
  font-size: 0.95rem;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  ${mediaUp('sm')} {
    padding: 0.5rem 0.9rem;
    font-size: 1rem;
  }
  &.active {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export function DashboardNav() {
  // Saved Recipes came after the first shells: linked once the shell routes it (remotes deploy before the shell).
  const savedRouted = useHostHasRoute('/dashboard/saved');
  const links = DASHBOARD_LINKS.filter((link) => link.to !== '/dashboard/saved' || savedRouted);
  return (
    <Bar aria-label="Dashboard">
      <List>
        {links.map((link) => (
          <Item key={link.to} $pushRight={link.to === '/'}>
            <Link to={link.to} end={link.end}>
              {link.label}
            </Link>
          </Item>
        ))}
      </List>
    </Bar>
  );
}
