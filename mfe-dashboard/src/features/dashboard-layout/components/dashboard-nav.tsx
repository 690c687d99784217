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

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.font};
`;

const List = styled.ul`
  box-sizing: border-box;
  display: flex;
  gap: 0.25rem;
  max-width: 1120px;
  margin: 0 auto;
  padding: 0.6rem 1rem;
  list-style: none;
  flex-wrap: wrap;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 0.75rem 1.5rem;
    gap: 0.5rem;
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
  padding: 0.5rem 0.9rem;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
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
