import type { InputHTMLAttributes } from 'react';
import { PREP_TIME_MIN } from '@forkful/domain';
import { TextField, type FieldLabelling } from '@forkful/ui';

/** The whole-minutes prep time input of a recipe form. The form registers it (valueAsNumber + checkPrepTime). */
export function PrepTimeInput(props: FieldLabelling & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return <TextField type="number" min={PREP_TIME_MIN} step={1} inputMode="numeric" {...props} />;
}
