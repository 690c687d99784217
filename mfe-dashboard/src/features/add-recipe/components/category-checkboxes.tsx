import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { CATEGORIES } from '@forkful/domain';
import { focusRing, useRecipeTerms } from '@forkful/ui';
import { useT } from '../../../i18n';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.5rem;
  font-weight: 600;
  font-size: 0.95rem;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/* The checkbox stays in the accessibility tree; the pill around it shows the checked state. */
const Choice = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  padding: 0.45rem 0.9rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  user-select: none;

  input {
    margin: 0;
    width: 1rem;
    height: 1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

/**
 * The optional category checkboxes (Breakfast, Lunch, Dinner, Dessert, Vegan), named in the page's language; each
 * keeps its English value. Takes the form's register('categories').
 */
export function CategoryCheckboxes(field: UseFormRegisterReturn<'categories'>) {
  const t = useT();
  const { category: name } = useRecipeTerms();
  return (
    <Fieldset>
      <Legend>{t('addRecipe.categories')}</Legend>
      <Options>
        {CATEGORIES.map((category) => (
          <Choice key={category}>
            <input type="checkbox" value={category} {...field} />
            {name(category)}
          </Choice>
        ))}
      </Options>
    </Fieldset>
  );
}
