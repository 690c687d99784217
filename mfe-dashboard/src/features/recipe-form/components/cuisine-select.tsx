import type { SelectHTMLAttributes } from 'react';
import { CUISINES } from '@forkful/domain';
import { FormField, Select, fieldControlProps, type FieldLabelling, useRecipeTerms } from '@forkful/ui';
import { useT } from '../../../i18n';

/**
 * The cuisine select of a recipe form: an empty choice, then every cuisine, named in the page's language (the value
 * stays the English constant the API stores). Takes the form's register() result.
 */
export function CuisineSelect({ id, label, error, ...selectProps }: FieldLabelling & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const t = useT();
  const { cuisine } = useRecipeTerms();
  return (
    <FormField id={id} label={label} error={error}>
      <Select {...selectProps} {...fieldControlProps(id, { error })}>
        <option value="">{t('recipeForm.selectCuisine')}</option>
        {CUISINES.map((value) => (
          <option key={value} value={value}>
            {cuisine(value)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
