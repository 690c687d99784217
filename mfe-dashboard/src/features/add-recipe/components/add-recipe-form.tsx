import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { RecipeDraft } from '@forkful/domain';
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
  required,
  useImageUpload,
} from '../../recipe-form';
import { EMPTY_RECIPE, type AddRecipeValues } from '../api/create-recipe';
import { draftValues } from '../api/draft-values';
import { useT } from '../../../i18n';
import { CategoryCheckboxes } from './category-checkboxes';

const Submit = styled(Button)`
  width: 100%;
  padding: 0.85rem 1.25rem;
`;

/**
 * The add-recipe form: every field but the categories and the photo description is required, checked inline before
 * anything is sent. The image is a URL or an uploaded photo (whose URL fills the field); while a photo uploads, the
 * form cannot be sent. `draft` (an imported page's recipe) fills it when it mounts: give the form a new key to fill
 * it again. A refused submit (offline too) keeps every field as typed.
 */
export function AddRecipeForm(props: { onSubmit: (values: AddRecipeValues) => Promise<void>; draft?: RecipeDraft }) {
  const t = useT();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddRecipeValues>({ defaultValues: props.draft ? draftValues(props.draft) : EMPTY_RECIPE });
  const upload = useImageUpload({
    value: watch('image') ?? '',
    set: (url) => setValue('image', url, { shouldDirty: true, shouldValidate: url !== '' }),
  });
  const submit = handleSubmit((values) => (upload.uploading ? undefined : props.onSubmit(values)));

  return (
    <RecipeFormGrid $gap="1.1rem" noValidate onSubmit={submit}>
      <Wide>
        <TextField
          id="add-title"
          label={t('addRecipe.recipeTitle')}
          placeholder={t('addRecipe.titlePlaceholder')}
          error={errors.title?.message}
          {...register('title', { validate: (value) => checkTitle(value, t) })}
        />
      </Wide>
      <Wide>
        <TextField
          id="add-image"
          label={t('recipeForm.imageUrl')}
          type="url"
          placeholder={t('common.urlPlaceholder')}
          hint={t('recipeForm.imageUrlHint')}
          error={errors.image?.message}
          {...register('image', { validate: (value) => checkImageUrl(value, t) })}
        />
      </Wide>
      <Wide>
        <PhotoUpload id="add-photo" upload={upload} />
      </Wide>
      <Wide>
        <PhotoDescriptionField id="add-image-alt" error={errors.imageAlt?.message} {...register('imageAlt', { validate: (value) => checkImageAlt(value, t) })} />
      </Wide>
      <CuisineSelect
        id="add-cuisine"
        label={t('addRecipe.cuisineType')}
        error={errors.cuisineType?.message}
        {...register('cuisineType', { required: t('addRecipe.cuisineTypeRequired') })}
      />
      <PrepTimeInput
        id="add-prep"
        label={t('recipeForm.prepTime')}
        placeholder={t('addRecipe.prepPlaceholder')}
        error={errors.prepTime?.message}
        {...register('prepTime', { valueAsNumber: true, validate: (value) => checkPrepTime(value, t) })}
      />
      <ServingsInput
        id="add-servings"
        placeholder={t('addRecipe.servingsPlaceholder')}
        error={errors.servings?.message}
        {...register('servings', { valueAsNumber: true, validate: (value) => checkServings(value, t) })}
      />
      <Wide>
        <TextAreaField
          id="add-ingredients"
          label={t('recipeForm.ingredients')}
          hint={t('addRecipe.ingredientsHint')}
          rows={3}
          placeholder={t('addRecipe.ingredientsPlaceholder')}
          error={errors.ingredients?.message}
          {...register('ingredients', { validate: required(t('validation.ingredientsRequired')) })}
        />
      </Wide>
      <Wide>
        <TextAreaField
          id="add-instructions"
          label={t('recipeForm.instructions')}
          rows={5}
          placeholder={t('addRecipe.instructionsPlaceholder')}
          error={errors.instructions?.message}
          {...register('instructions', { validate: required(t('validation.instructionsRequired')) })}
        />
      </Wide>
      <Wide>
        <CategoryCheckboxes {...register('categories')} />
      </Wide>
      <Wide>
        <Submit type="submit" disabled={isSubmitting || upload.uploading}>
          {isSubmitting ? t('addRecipe.submitting') : t('addRecipe.submit')}
        </Submit>
      </Wide>
    </RecipeFormGrid>
  );
}
