import type { InputHTMLAttributes } from 'react';
import { RECIPE_LIMITS } from '@forkful/domain';
import { TextField, type FieldLabelling } from '@forkful/ui';
import { useT } from '../../../i18n';

/** The optional "Servings" input of a recipe form. The form registers it (valueAsNumber + checkServings). */
export function ServingsInput(props: Omit<FieldLabelling, 'label'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const t = useT();
  return (
    <TextField
      type="number"
      label={t('recipeForm.servings')}
      hint={t('recipeForm.servingsHint')}
      min={RECIPE_LIMITS.servingsMin}
      max={RECIPE_LIMITS.servingsMax}
      step={1}
      inputMode="numeric"
      {...props}
    />
  );
}
