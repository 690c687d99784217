import { useState } from 'react';
import styled from 'styled-components';
import type { RecipeDraft } from '@forkful/domain';
import { Card, mediaUp } from '@forkful/ui';
import { Page, PageHeader, PageLead, PageTitle } from '../../dashboard-layout';
import { ImportedNotice, ImportRecipes } from '../../recipe-import';
import { useT } from '../../../i18n';
import { useAddRecipe } from '../hooks/use-add-recipe';
import { AddRecipeForm } from './add-recipe-form';

const FormCard = styled(Card)`
  max-width: 760px;
  padding: 1.25rem;

  ${mediaUp('sm')} {
    padding: 2rem;
  }
`;

const Narrow = styled(Page)`
  max-width: 808px;
`;

/**
 * /add-recipe and /dashboard/add-recipe. An imported page's draft fills the form afresh (a new key) for the cook to
 * review; nothing is saved until Add Recipe, which sends its source along.
 */
export function AddRecipePage() {
  const t = useT();
  const addRecipe = useAddRecipe();
  const [imported, setImported] = useState<{ draft: RecipeDraft; key: number } | null>(null);
  const fill = (draft: RecipeDraft) => setImported((now) => ({ draft, key: (now?.key ?? 0) + 1 }));

  return (
    <Narrow aria-labelledby="add-recipe-title">
      <PageHeader>
        <div>
          <PageTitle id="add-recipe-title">{t('addRecipe.title')}</PageTitle>
          <PageLead>{t('addRecipe.lead')}</PageLead>
        </div>
        <ImportRecipes onDraft={fill} />
      </PageHeader>
      {imported && <ImportedNotice key={imported.key} sourceUrl={imported.draft.sourceUrl} />}
      <FormCard>
        <AddRecipeForm key={imported?.key ?? 0} draft={imported?.draft} onSubmit={(values) => addRecipe(values, imported?.draft)} />
      </FormCard>
    </Narrow>
  );
}
