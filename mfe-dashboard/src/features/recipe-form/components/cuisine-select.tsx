import type { UseFormRegisterReturn } from 'react-hook-form';
import { CUISINES } from '@forkful/contracts';
import { FormField, Select, describedBy } from '../../../components/form-field';

/** The cuisine select of a recipe form: an empty choice, then every cuisine. Label, id and rule stay with the form. */
export function CuisineSelect(props: { id: string; label: string; error?: string; field: UseFormRegisterReturn }) {
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      <Select {...describedBy(props.id, { error: props.error })} {...props.field}>
        <option value="">Select a cuisine</option>
        {CUISINES.map((cuisine) => (
          <option key={cuisine} value={cuisine}>
            {cuisine}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
