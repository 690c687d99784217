import type { InputHTMLAttributes } from 'react';
import { RECIPE_LIMITS } from '@forkful/domain';
import { TextField, type FieldLabelling } from '@forkful/ui';

/** The optional "Servings" input of a recipe form. The form registers it (valueAsNumber + checkServings). */
export function ServingsInput(props: Omit<FieldLabelling, 'label'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return (
    <TextField
      type="number"
      label="Servings"
      hint="Optional: how many people it serves"
      min={RECIPE_LIMITS.servingsMin}
      max={RECIPE_LIMITS.servingsMax}
      step={1}
      inputMode="numeric"
      {...props}
    />
  );
}
