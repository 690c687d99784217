import type { SelectHTMLAttributes } from 'react';
import { CUISINES } from '@forkful/domain';
import { FormField, Select, fieldControlProps, type FieldLabelling, Options } from '@forkful/ui';

/** The cuisine select of a recipe form: an empty choice, then every cuisine. Takes the form's register() result. */
export function CuisineSelect({ id, label, error, ...selectProps }: FieldLabelling & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FormField id={id} label={label} error={error}>
      <Select {...selectProps} {...fieldControlProps(id, { error })}>
        <option value="">Select a cuisine</option>
        <Options values={CUISINES} />
      </Select>
    </FormField>
  );
}
