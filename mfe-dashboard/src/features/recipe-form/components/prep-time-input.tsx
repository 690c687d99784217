import type { UseFormRegisterReturn } from 'react-hook-form';
import { PREP_TIME_MIN } from '@forkful/contracts';
import { FormField, Input, describedBy } from '../../../components/form-field';

/** The whole-minutes preparation time input of a recipe form. The form registers it (valueAsNumber + its rule). */
export function PrepTimeInput(props: { id: string; label: string; error?: string; placeholder?: string; field: UseFormRegisterReturn }) {
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      <Input
        type="number"
        min={PREP_TIME_MIN}
        step={1}
        inputMode="numeric"
        placeholder={props.placeholder}
        {...describedBy(props.id, { error: props.error })}
        {...props.field}
      />
    </FormField>
  );
}
