import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useLocale } from '@forkful/runtime';
import { inLanguage } from '@forkful/topology';
import { focusRing, mediaUp, surfacePanel } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useDashboardNavEntries } from './dashboard-nav-entries';
import { DASHBOARD_COLUMN } from './page';

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

/**
 * The dashboard's navigation: the `dashboard`-slot entries of the live remotes' route modules (this remote's own in
 * src/routes.json: Overview ... Saved Recipes, My Collections, then Home, pushed to the far end), and Moderation for
 * moderators (before Home); absolute paths, so it works under any host route. Each label in the page's language, as
 * its route module gives it (else English).
 */
export function DashboardNav() {
  const t = useT();
  const locale = useLocale();
  const entries = useDashboardNavEntries();
  return (
    <Bar aria-label={t('nav.label')}>
      <List>
        {entries.map((entry) => (
          <Item key={`${entry.to} ${entry.label}`} $pushRight={entry.to === '/'}>
            <Link to={entry.to} end={entry.end ?? false}>
              {inLanguage(entry.label, entry.labels, locale)}
            </Link>
          </Item>
        ))}
      </List>
    </Bar>
  );
}
