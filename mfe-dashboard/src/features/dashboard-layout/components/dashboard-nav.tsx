import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

/** The dashboard's own navigation (spec section 2); absolute paths, so it works under any host route. */
export const DASHBOARD_LINKS = [
  { to: '/dashboard', label: 'Overview', end: true },
  { to: '/dashboard/all-recipes', label: 'All Recipes', end: false },
  { to: '/dashboard/my-recipes', label: 'My Recipes', end: false },
  { to: '/dashboard/add-recipe', label: 'Add Recipe', end: false },
  { to: '/', label: 'Home', end: true },
] as const;

/* Lines up with the page column below it (same max width and side padding as Page). */
const Bar = styled.nav`
  box-sizing: border-box;
  max-width: 1120px;
  margin: 1rem auto 0;
  font-family: ${({ theme }) => theme.font};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
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
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: 0.5rem;
    padding: 0.5rem;
  }
`;

const Item = styled.li<{ $pushRight?: boolean }>`
  flex: 0 0 auto;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
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
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 0.5rem 0.9rem;
    font-size: 1rem;
  }
  &.active {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export function DashboardNav() {
  return (
    <Bar aria-label="Dashboard">
      <List>
        {DASHBOARD_LINKS.map((link) => (
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
