import styled from 'styled-components';
import { SHELL_APP, localUrl } from '@forkful/topology';
import { Page, PageLead, PageTitle } from '../features/dashboard-layout';

const SHELL_URL = localUrl(SHELL_APP.port);

const Anchor = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** Standalone only: All Recipes belongs to mfe-recipes, so the dev page links to the shell that hosts it. */
export function AllRecipesLinkOut() {
  return (
    <Page>
      <PageTitle>All Recipes</PageTitle>
      <PageLead>
        The recipe list is part of the recipes remote. Open it in the product:{' '}
        <Anchor href={`${SHELL_URL}/all-recipes`}>{SHELL_URL}/all-recipes</Anchor>
      </PageLead>
    </Page>
  );
}
