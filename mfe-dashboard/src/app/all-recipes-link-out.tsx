import styled from 'styled-components';
import { SHELL_APP, localUrl } from '@forkful/topology';
import { Page, PageLead, PageTitle } from '../features/dashboard-layout';
import { useT } from '../i18n';

const SHELL_URL = localUrl(SHELL_APP.port);

const Anchor = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** Standalone only: All Recipes belongs to mfe-recipes, so the dev page links to the shell that hosts it. */
export function AllRecipesLinkOut() {
  const t = useT();
  return (
    <Page>
      <PageTitle>{t('standalone.allRecipes')}</PageTitle>
      <PageLead>
        {t('standalone.allRecipesLead')} <Anchor href={`${SHELL_URL}/all-recipes`}>{SHELL_URL}/all-recipes</Anchor>
      </PageLead>
    </Page>
  );
}
