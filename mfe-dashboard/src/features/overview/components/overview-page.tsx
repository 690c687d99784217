import styled from 'styled-components';
import { MESSAGES } from '@forkful/domain';
import { apiErrorMessage, useSession } from '@forkful/runtime';
import { BookIcon, BookmarkIcon, Button, Card, HeartIcon, UserIcon, mediaUp } from '@forkful/ui';
import { Page, PageHeader, PageLead, PageTitle } from '../../dashboard-layout';
import { useRecipeStats } from '../api/get-recipe-stats';
import { StatCard } from './stat-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* The last card holds an email address, so it gets more room than the three figures. */
  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) minmax(0, 1.6fr);
  }
`;

const Notice = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

/** /dashboard index: the four overview cards from GET /recipes/stats. */
export function OverviewPage() {
  const email = useSession((session) => session.user?.email ?? '');
  const name = useSession((session) => session.user?.displayName);
  const stats = useRecipeStats();
  // Loading... also while Try again refetches; the notice only once a fetch has failed.
  const view = stats.data ? 'ready' : stats.isError && !stats.isFetching ? 'error' : 'loading';
  const numbers = new Intl.NumberFormat('en-US');

  return (
    <Page aria-labelledby="overview-title">
      <PageHeader>
        <div>
          <PageTitle id="overview-title">Overview</PageTitle>
          <PageLead>{name ? `Welcome back, ${name}. ` : ''}Here is how your kitchen is doing.</PageLead>
        </div>
      </PageHeader>
      {view === 'loading' && <p role="status">{MESSAGES.loading}</p>}
      {view === 'error' && (
        <Notice role="alert">
          <strong>Could not load your dashboard figures.</strong>
          <span>{apiErrorMessage(stats.error)}</span>
          <Button type="button" $variant="secondary" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </Notice>
      )}
      {stats.data && (
        <Grid aria-label="Your figures">
          <StatCard icon={<BookIcon size={22} />} label="Total Recipes" value={numbers.format(stats.data.totalRecipes)} />
          <StatCard icon={<BookmarkIcon size={22} />} label="My Recipes" value={numbers.format(stats.data.myRecipes)} />
          <StatCard icon={<HeartIcon size={22} />} label="Total Likes" value={numbers.format(stats.data.totalLikes)} />
          <StatCard icon={<UserIcon size={22} />} label="Logged in as" value={email} small />
        </Grid>
      )}
    </Page>
  );
}
