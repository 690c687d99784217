import { useId, useState } from 'react';
import styled from 'styled-components';
import { MEAL_PLAN_LIMITS, RECIPE_LIMITS, type Recipe } from '@forkful/domain';
import { RecipeThumb, TextField, focusRing } from '@forkful/ui';
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

function statusOf(search: ReturnType<typeof useRecipeSearch>, text: string): string {
  if (search.isError) return 'Recipes could not be loaded. Try another search.';
  if (!search.data) return 'Searching…';
  const { recipes, total } = search.data;
  if (total === 0) return text.trim() ? `No recipes match “${text.trim()}”.` : 'There are no recipes yet.';
  const more = total > PICKER_PAGE_SIZE ? ' Type more of a title to narrow them.' : '';
  return `${recipes.length} of ${total} ${total === 1 ? 'recipe' : 'recipes'}.${more}`;
}

const servesText = (recipe: Recipe) =>
  recipe.servings ? `Serves ${recipe.servings}` : `Servings not given (${MEAL_PLAN_LIMITS.defaultServings} planned)`;

/**
 * A search over all recipes (the first ten that match, as typing pauses) and a choice of one, as radio buttons: each
 * its picture, title and servings. The choice stays when a new search no longer lists it.
 */
export function RecipePicker({ selected, onSelect }: { selected: Recipe | null; onSelect: (recipe: Recipe) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useRecipeSearch(text);
  const recipes = search.data?.recipes ?? [];

  return (
    <>
      <TextField
        id={`${id}-search`}
        label="Search recipes"
        type="search"
        autoComplete="off"
        maxLength={RECIPE_LIMITS.query}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Fieldset>
        <legend>Recipe</legend>
        <Status role="status">{statusOf(search, text)}</Status>
        {selected && !recipes.some((recipe) => recipe._id === selected._id) && <Status>{`Chosen: ${selected.title}`}</Status>}
        {recipes.length > 0 && (
          <Options>
            {recipes.map((recipe) => (
              <li key={recipe._id}>
                <Option>
                  <input type="radio" name={`${id}-recipe`} value={recipe._id} checked={selected?._id === recipe._id} onChange={() => onSelect(recipe)} />
                  <RecipeThumb src={recipe.image} title={recipe.title} size="2.5rem" plate="1.25rem" />
                  <span>
                    {recipe.title}
                    <small>{servesText(recipe)}</small>
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
