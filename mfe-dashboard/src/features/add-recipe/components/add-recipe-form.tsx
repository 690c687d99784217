import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CUISINES, PREP_TIME_MIN } from '@forkful/contracts';
import { Button } from '../../../components/button';
import { FormField, Input, Select, TextArea, describedBy } from '../../../components/form-field';
import { checkImageUrl, checkPrepTime, checkTitle, required } from '../../../lib/recipe-validation';
import { EMPTY_RECIPE, type AddRecipeValues } from '../api/new-recipe';
import { CategoryCheckboxes } from './category-checkboxes';

const Form = styled.form`
  display: grid;
  gap: 1.1rem;
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-column: 1 / -1;
  }
`;

const Submit = styled(Button)`
  width: 100%;
  padding: 0.85rem 1.25rem;
`;

/** The add-recipe form: every field but the categories is required, checked inline before anything is sent. */
export function AddRecipeForm(props: { onSubmit: (values: AddRecipeValues) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddRecipeValues>({ defaultValues: EMPTY_RECIPE });
  const e = {
    image: errors.image?.message,
    title: errors.title?.message,
    ingredients: errors.ingredients?.message,
    instructions: errors.instructions?.message,
    cuisineType: errors.cuisineType?.message,
    prepTime: errors.prepTime?.message,
  };

  return (
    <Form noValidate onSubmit={handleSubmit(props.onSubmit)}>
      <Wide>
        <FormField id="add-title" label="Recipe title" error={e.title}>
          <Input placeholder="e.g. Creamy Mushroom Risotto" {...describedBy('add-title', { error: e.title })} {...register('title', { validate: checkTitle })} />
        </FormField>
      </Wide>
      <Wide>
        <FormField id="add-image" label="Image URL" error={e.image}>
          <Input type="url" placeholder="https://..." {...describedBy('add-image', { error: e.image })} {...register('image', { validate: (value) => checkImageUrl(value) })} />
        </FormField>
      </Wide>
      <FormField id="add-cuisine" label="Cuisine type" error={e.cuisineType}>
        <Select {...describedBy('add-cuisine', { error: e.cuisineType })} {...register('cuisineType', { required: 'Cuisine type is required' })}>
          <option value="">Select a cuisine</option>
          {CUISINES.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {cuisine}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="add-prep" label="Preparation time (minutes)" error={e.prepTime}>
        <Input
          type="number"
          min={PREP_TIME_MIN}
          step={1}
          inputMode="numeric"
          placeholder="30"
          {...describedBy('add-prep', { error: e.prepTime })}
          {...register('prepTime', { valueAsNumber: true, validate: checkPrepTime })}
        />
      </FormField>
      <Wide>
        <FormField id="add-ingredients" label="Ingredients" hint="Separate ingredients with commas" error={e.ingredients}>
          <TextArea rows={3} placeholder="Arborio rice, mushrooms, parmesan, butter" {...describedBy('add-ingredients', { hint: true, error: e.ingredients })} {...register('ingredients', { validate: required('Ingredients') })} />
        </FormField>
      </Wide>
      <Wide>
        <FormField id="add-instructions" label="Instructions" error={e.instructions}>
          <TextArea rows={5} placeholder="Describe each step..." {...describedBy('add-instructions', { error: e.instructions })} {...register('instructions', { validate: required('Instructions') })} />
        </FormField>
      </Wide>
      <Wide>
        <CategoryCheckboxes field={register('categories')} />
      </Wide>
      <Wide>
        <Submit type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding recipe...' : 'Add Recipe'}
        </Submit>
      </Wide>
    </Form>
  );
}
