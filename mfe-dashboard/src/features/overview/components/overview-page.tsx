import styled from 'styled-components';
import { useSession } from '@forkful/runtime';
import { BookIcon, BookmarkIcon, Button, Card, HeartIcon, UserIcon, mediaUp, useApiErrorText, useFormat } from '@forkful/ui';
import { useT } from '../../../i18n';
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
  const t = useT();
  const format = useFormat();
  const errorText = useApiErrorText();
  const email = useSession((session) => session.user?.email ?? '');
  const name = useSession((session) => session.user?.displayName);
  const stats = useRecipeStats();
  // Loading... also while Try again refetches; the notice only once a fetch has failed.
  const view = stats.data ? 'ready' : stats.isError && !stats.isFetching ? 'error' : 'loading';

  return (
    <Page aria-labelledby="overview-title">
      <PageHeader>
        <div>
          <PageTitle id="overview-title">{t('overview.title')}</PageTitle>
          <PageLead>{name ? t('overview.welcome', { name }) : t('overview.lead')}</PageLead>
        </div>
      </PageHeader>
      {view === 'loading' && <p role="status">{t('common.loading')}</p>}
      {view === 'error' && (
        <Notice role="alert">
          <strong>{t('overview.loadFailed')}</strong>
          <span>{errorText(stats.error)}</span>
          <Button type="button" $variant="secondary" onClick={() => void stats.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Notice>
      )}
      {stats.data && (
        <Grid aria-label={t('overview.figures')}>
          <StatCard icon={<BookIcon size={22} />} label={t('overview.totalRecipes')} value={format.number(stats.data.totalRecipes)} />
          <StatCard icon={<BookmarkIcon size={22} />} label={t('overview.myRecipes')} value={format.number(stats.data.myRecipes)} />
          <StatCard icon={<HeartIcon size={22} />} label={t('overview.totalLikes')} value={format.number(stats.data.totalLikes)} />
          <StatCard icon={<UserIcon size={22} />} label={t('overview.loggedInAs')} value={email} small />
        </Grid>
      )}
    </Page>
  );
}
