import { useId, useState } from 'react';
import styled from 'styled-components';
import { MEAL_PLAN_LIMITS, RECIPE_LIMITS, type Recipe } from '@forkful/domain';
import { RecipeThumb, TextField, focusRing, type Translate } from '@forkful/ui';
import { useT, type PlannerKey } from '../../../i18n';
import { PICKER_PAGE_SIZE, useRecipeSearch } from '../api/use-recipe-search';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-bottom: 0.35rem;
    font-weight: 600;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  max-height: 18rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto 2.5rem minmax(0, 1fr);
  align-items: center;
  gap: 0.6rem;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function statusOf(search: ReturnType<typeof useRecipeSearch>, text: string, t: Translate<PlannerKey>): string {
  if (search.isError) return t('picker.failed');
  if (!search.data) return t('picker.searching');
  const { recipes, total } = search.data;
  if (total === 0) return text.trim() ? t('picker.noMatch', { text: text.trim() }) : t('picker.none');
  const shown = t('picker.count', { shown: recipes.length, total });
  return total > PICKER_PAGE_SIZE ? `${shown} ${t('picker.narrow')}` : shown;
}

const servesText = (recipe: Recipe, t: Translate<PlannerKey>) =>
  recipe.servings ? t('picker.serves', { count: recipe.servings }) : t('picker.servesUnknown', { count: MEAL_PLAN_LIMITS.defaultServings });

/**
 * A search over all recipes (the first ten that match, as typing pauses) and a choice of one, as radio buttons: each
 * its picture, title and servings. The choice stays when a new search no longer lists it.
 */
export function RecipePicker({ selected, onSelect }: { selected: Recipe | null; onSelect: (recipe: Recipe) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const search = useRecipeSearch(text);
  const recipes = search.data?.recipes ?? [];

  return (
    <>
      <TextField
        id={`${id}-search`}
        label={t('picker.search')}
        type="search"
        autoComplete="off"
        maxLength={RECIPE_LIMITS.query}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Fieldset>
        <legend>{t('picker.legend')}</legend>
        <Status role="status">{statusOf(search, text, t)}</Status>
        {selected && !recipes.some((recipe) => recipe._id === selected._id) && <Status>{t('picker.chosen', { title: selected.title })}</Status>}
        {recipes.length > 0 && (
          <Options>
            {recipes.map((recipe) => (
              <li key={recipe._id}>
                <Option>
                  <input type="radio" name={`${id}-recipe`} value={recipe._id} checked={selected?._id === recipe._id} onChange={() => onSelect(recipe)} />
                  <RecipeThumb src={recipe.image} title={recipe.title} size="2.5rem" plate="1.25rem" />
                  <span>
                    {recipe.title}
                    <small>{servesText(recipe, t)}</small>
                  </span>
                </Option>
              </li>
            ))}
          </Options>
        )}
      </Fieldset>
    </>
  );
}
