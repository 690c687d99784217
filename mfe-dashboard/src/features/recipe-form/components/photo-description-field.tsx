import type { InputHTMLAttributes } from 'react';
import { RECIPE_LIMITS } from '@forkful/domain';
import { TextField, type FieldLabelling } from '@forkful/ui';
import { useT } from '../../../i18n';

type Props = Omit<FieldLabelling, 'label' | 'hint'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** "Photo description", sent as imageAlt: what the photo shows, for people who cannot see it. Takes register('imageAlt'). */
export function PhotoDescriptionField(props: Props) {
  const t = useT();
  return (
    <TextField
      label={t('recipeForm.photoDescription')}
      hint={t('recipeForm.photoDescriptionHint')}
      maxLength={RECIPE_LIMITS.imageAlt}
      placeholder={t('recipeForm.photoDescriptionPlaceholder')}
      {...props}
    />
  );
}
