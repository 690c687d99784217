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
import { CategoryCheckboxes } from './category-checkboxes';

const Submit = styled(Button)`
  width: 100%;
  padding: 0.85rem 1.25rem;
`;

/**
 * The add-recipe form: every field but the categories and the photo description is required, checked inline before
 * anything is sent. The image is a URL or an uploaded photo (whose URL fills the field); while a photo uploads, the
 * form cannot be sent. `draft` (an imported page's recipe) fills it when it mounts: give the form a new key to fill
 * it again.
 */
export function AddRecipeForm(props: { onSubmit: (values: AddRecipeValues) => Promise<void>; draft?: RecipeDraft }) {
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
        <TextField id="add-title" label="Recipe title" placeholder="e.g. Creamy Mushroom Risotto" error={errors.title?.message} {...register('title', { validate: checkTitle })} />
      </Wide>
      <Wide>
        <TextField
          id="add-image"
          label="Image URL"
          type="url"
          placeholder="https://..."
          hint="Or upload a photo below"
          error={errors.image?.message}
          {...register('image', { validate: (value) => checkImageUrl(value) })}
        />
      </Wide>
      <Wide>
        <PhotoUpload id="add-photo" upload={upload} />
      </Wide>
      <Wide>
        <PhotoDescriptionField id="add-image-alt" error={errors.imageAlt?.message} {...register('imageAlt', { validate: checkImageAlt })} />
      </Wide>
      <CuisineSelect id="add-cuisine" label="Cuisine type" error={errors.cuisineType?.message} {...register('cuisineType', { required: 'Cuisine type is required' })} />
      <PrepTimeInput
        id="add-prep"
        label="Preparation time (minutes)"
        placeholder="30"
        error={errors.prepTime?.message}
        {...register('prepTime', { valueAsNumber: true, validate: checkPrepTime })}
      />
      <ServingsInput id="add-servings" placeholder="4" error={errors.servings?.message} {...register('servings', { valueAsNumber: true, validate: checkServings })} />
      <Wide>
        <TextAreaField
          id="add-ingredients"
          label="Ingredients"
          hint="Separate ingredients with commas"
          rows={3}
          placeholder="Arborio rice, mushrooms, parmesan, butter"
          error={errors.ingredients?.message}
          {...register('ingredients', { validate: required('Ingredients') })}
        />
      </Wide>
      <Wide>
        <TextAreaField
          id="add-instructions"
          label="Instructions"
          rows={5}
          placeholder="Describe each step..."
          error={errors.instructions?.message}
          {...register('instructions', { validate: required('Instructions') })}
        />
      </Wide>
      <Wide>
        <CategoryCheckboxes {...register('categories')} />
      </Wide>
      <Wide>
        <Submit type="submit" disabled={isSubmitting || upload.uploading}>
          {isSubmitting ? 'Adding recipe...' : 'Add Recipe'}
        </Submit>
      </Wide>
    </RecipeFormGrid>
  );
}
