import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CATEGORIES, CUISINES, PREP_TIME_MIN, splitCommaList, type Recipe, type RecipeUpdateInput } from '@forkful/contracts';
import { Button } from '../../../components/button';
import { FormField, Input, Select, TextArea, describedBy } from '../../../components/form-field';
import { checkImageUrl, checkPrepTime, checkTitle } from '../../../lib/recipe-validation';
import { canonicalCategory, editValuesOf, toUpdateInput, type EditRecipeValues } from '../api/edit-payload';

const Form = styled.form`
  display: grid;
  gap: 1rem;
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

const Actions = styled(Wide)`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

function checkCategories(text: string): true | string {
  const unknown = splitCommaList(text).filter((name) => !canonicalCategory(name));
  return unknown.length === 0 || `Unknown categories: ${unknown.join(', ')}. Use ${CATEGORIES.join(', ')}`;
}

/** The Update Recipe form (spec section 5: title, cuisineType and preparationTime >= 1 required). */
export function EditRecipeForm(props: {
  recipe: Recipe;
  onSubmit: (input: RecipeUpdateInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EditRecipeValues>({ defaultValues: editValuesOf(props.recipe) });

  const submit = handleSubmit((values) => props.onSubmit(toUpdateInput(values)));
  const e = {
    title: errors.title?.message,
    cuisineType: errors.cuisineType?.message,
    preparationTime: errors.preparationTime?.message,
    categories: errors.categories?.message,
    image: errors.image?.message,
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Wide>
        <FormField id="edit-title" label="Title" error={e.title}>
          <Input {...describedBy('edit-title', { error: e.title })} {...register('title', { validate: checkTitle })} />
        </FormField>
      </Wide>
      <FormField id="edit-cuisine" label="Cuisine" error={e.cuisineType}>
        <Select {...describedBy('edit-cuisine', { error: e.cuisineType })} {...register('cuisineType', { required: 'Cuisine is required' })}>
          <option value="">Select a cuisine</option>
          {CUISINES.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {cuisine}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="edit-prep" label="Preparation time (minutes)" error={e.preparationTime}>
        <Input
          type="number"
          min={PREP_TIME_MIN}
          step={1}
          inputMode="numeric"
          {...describedBy('edit-prep', { error: e.preparationTime })}
          {...register('preparationTime', {
            valueAsNumber: true,
            validate: checkPrepTime,
          })}
        />
      </FormField>
      <Wide>
        <FormField id="edit-categories" label="Categories" hint={`Comma-separated: ${CATEGORIES.join(', ')}`} error={e.categories}>
          <Input {...describedBy('edit-categories', { hint: true, error: e.categories })} {...register('categories', { validate: checkCategories })} />
        </FormField>
      </Wide>
      <Wide>
        <FormField id="edit-image" label="Image URL" error={e.image}>
          <Input type="url" {...describedBy('edit-image', { error: e.image })} {...register('image', { validate: (value) => checkImageUrl(value, { optional: true }) })} />
        </FormField>
      </Wide>
      <Wide>
        <FormField id="edit-ingredients" label="Ingredients" hint="Comma-separated">
          <TextArea rows={3} {...describedBy('edit-ingredients', { hint: true })} {...register('ingredients')} />
        </FormField>
      </Wide>
      <Wide>
        <FormField id="edit-instructions" label="Instructions">
          <TextArea rows={4} {...describedBy('edit-instructions', {})} {...register('instructions')} />
        </FormField>
      </Wide>
      <Actions>
        <Button type="button" $variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </Actions>
    </Form>
  );
}
