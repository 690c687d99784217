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
import { useT, type T } from '../../../i18n';
import { canonicalCategory, editValuesOf, toUpdateInput, type EditRecipeValues } from '../api/edit-payload';

const Actions = styled(Wide)`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The categories are typed as their values (the English names the API stores), whatever the page's language. */
function checkCategories(text: string, t: T): true | string {
  const unknown = splitCommaList(text).filter((name) => !canonicalCategory(name));
  return unknown.length === 0 || t('editForm.unknownCategories', { unknown: unknown.join(', '), categories: CATEGORIES.join(', ') });
}

/**
 * The Update Recipe form (spec section 5: title, cuisineType and a prep time >= 1 required). A photo upload fills the
 * image URL; while it runs, the form cannot be saved. A refused save (offline too) keeps every field as typed.
 */
export function EditRecipeForm(props: {
  recipe: Recipe;
  onSubmit: (input: RecipeUpdateInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useT();
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
        <TextField id="edit-title" label={t('editForm.title')} error={errors.title?.message} {...register('title', { validate: (value) => checkTitle(value, t) })} />
      </Wide>
      <CuisineSelect
        id="edit-cuisine"
        label={t('editForm.cuisine')}
        error={errors.cuisineType?.message}
        {...register('cuisineType', { required: t('editForm.cuisineRequired') })}
      />
      <PrepTimeInput
        id="edit-prep"
        label={t('recipeForm.prepTime')}
        error={errors.prepTime?.message}
        {...register('prepTime', { valueAsNumber: true, validate: (value) => checkPrepTime(value, t) })}
      />
      <ServingsInput
        id="edit-servings"
        error={errors.servings?.message}
        {...register('servings', { valueAsNumber: true, validate: (value) => checkServings(value, t) })}
      />
      <Wide>
        <TextField
          id="edit-categories"
          label={t('editForm.categories')}
          hint={t('editForm.categoriesHint', { categories: CATEGORIES.join(', ') })}
          error={errors.categories?.message}
          {...register('categories', { validate: (value) => checkCategories(value, t) })}
        />
      </Wide>
      <Wide>
        <TextField
          id="edit-image"
          label={t('recipeForm.imageUrl')}
          type="url"
          error={errors.image?.message}
          hint={t('recipeForm.imageUrlHint')}
          {...register('image', { validate: (value) => checkImageUrl(value, t, { optional: true }) })}
        />
      </Wide>
      <Wide>
        <PhotoUpload id="edit-photo" upload={upload} />
      </Wide>
      <Wide>
        <PhotoDescriptionField id="edit-image-alt" error={errors.imageAlt?.message} {...register('imageAlt', { validate: (value) => checkImageAlt(value, t) })} />
      </Wide>
      <Wide>
        <TextAreaField id="edit-ingredients" label={t('recipeForm.ingredients')} hint={t('editForm.ingredientsHint')} rows={3} {...register('ingredients')} />
      </Wide>
      <Wide>
        <TextAreaField id="edit-instructions" label={t('recipeForm.instructions')} rows={4} {...register('instructions')} />
      </Wide>
      <Actions>
        <Button type="button" $variant="secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting || upload.uploading}>
          {isSubmitting ? t('common.saving') : t('common.saveChanges')}
        </Button>
      </Actions>
    </RecipeFormGrid>
  );
}
