import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CATEGORIES, splitCommaList, type Recipe, type RecipeUpdateInput } from '@forkful/domain';
import { Button, TextAreaField, TextField } from '@forkful/ui';
import {
  CuisineSelect,
  PhotoDescriptionField,
  PhotoUpload,
  PrepTimeInput,
  RecipeFormGrid,
  ServingsInput,
  Wide,
  checkImageAlt,
  checkImageUrl,
  checkPrepTime,
  checkServings,
  checkTitle,
  useImageUpload,
} from '../../recipe-form';
import { canonicalCategory, editValuesOf, toUpdateInput, type EditRecipeValues } from '../api/edit-payload';

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

/**
 * The Update Recipe form (spec section 5: title, cuisineType and a prep time >= 1 required). A photo upload fills the
 * image URL; while it runs, the form cannot be saved.
 */
export function EditRecipeForm(props: {
  recipe: Recipe;
  onSubmit: (input: RecipeUpdateInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EditRecipeValues>({ defaultValues: editValuesOf(props.recipe) });
  const upload = useImageUpload({
    value: watch('image') ?? '',
    set: (url) => setValue('image', url, { shouldDirty: true, shouldValidate: true }),
  });

  const submit = handleSubmit((values) => (upload.uploading ? undefined : props.onSubmit(toUpdateInput(values, props.recipe))));

  return (
    <RecipeFormGrid $gap="1rem" noValidate onSubmit={submit}>
      <Wide>
        <TextField id="edit-title" label="Title" error={errors.title?.message} {...register('title', { validate: checkTitle })} />
      </Wide>
      <CuisineSelect id="edit-cuisine" label="Cuisine" error={errors.cuisineType?.message} {...register('cuisineType', { required: 'Cuisine is required' })} />
      <PrepTimeInput
        id="edit-prep"
        label="Preparation time (minutes)"
        error={errors.prepTime?.message}
        {...register('prepTime', { valueAsNumber: true, validate: checkPrepTime })}
      />
      <ServingsInput id="edit-servings" error={errors.servings?.message} {...register('servings', { valueAsNumber: true, validate: checkServings })} />
      <Wide>
        <TextField
          id="edit-categories"
          label="Categories"
          hint={`Comma-separated: ${CATEGORIES.join(', ')}`}
          error={errors.categories?.message}
          {...register('categories', { validate: checkCategories })}
        />
      </Wide>
      <Wide>
        <TextField
          id="edit-image"
          label="Image URL"
          type="url"
          error={errors.image?.message}
          hint="Or upload a photo below"
          {...register('image', { validate: (value) => checkImageUrl(value, { optional: true }) })}
        />
      </Wide>
      <Wide>
        <PhotoUpload id="edit-photo" upload={upload} />
      </Wide>
      <Wide>
        <PhotoDescriptionField id="edit-image-alt" error={errors.imageAlt?.message} {...register('imageAlt', { validate: checkImageAlt })} />
      </Wide>
      <Wide>
        <TextAreaField id="edit-ingredients" label="Ingredients" hint="Comma-separated" rows={3} {...register('ingredients')} />
      </Wide>
      <Wide>
        <TextAreaField id="edit-instructions" label="Instructions" rows={4} {...register('instructions')} />
      </Wide>
      <Actions>
        <Button type="button" $variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || upload.uploading}>
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </Actions>
    </RecipeFormGrid>
  );
}
