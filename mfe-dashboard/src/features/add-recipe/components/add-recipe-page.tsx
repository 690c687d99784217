import styled from 'styled-components';
import { Card, mediaUp } from '@forkful/ui';
import { Page, PageHeader, PageLead, PageTitle } from '../../dashboard-layout';
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

/** /add-recipe and /dashboard/add-recipe. */
export function AddRecipePage() {
  const addRecipe = useAddRecipe();
  return (
    <Narrow aria-labelledby="add-recipe-title">
      <PageHeader>
        <div>
          <PageTitle id="add-recipe-title">Add a New Recipe</PageTitle>
          <PageLead>Share a dish you love with the Forkful community.</PageLead>
        </div>
      </PageHeader>
      <FormCard>
        <AddRecipeForm onSubmit={addRecipe} />
      </FormCard>
    </Narrow>
  );
}
