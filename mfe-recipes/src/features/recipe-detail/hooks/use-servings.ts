import { useMemo, useState } from 'react';
import { isServingsCount, type Recipe, splitCommaList } from '@forkful/domain';
import { scaleIngredientLine } from '@forkful/domain/ingredients';

/**
 * The servings the reader chose (the recipe's own until changed) and the ingredient lines scaled to them: each line
 * that starts with a quantity is multiplied by chosen / recipe servings. A recipe without servings is never scaled.
 */
export function useServings(recipe: Pick<Recipe, 'ingredients' | 'servings'>) {
  const [chosen, setChosen] = useState<number | null>(null);
  const servings = chosen ?? recipe.servings ?? null;
  const factor = recipe.servings && servings ? servings / recipe.servings : 1;
  const lines = useMemo(
    () => splitCommaList(recipe.ingredients).map((line) => scaleIngredientLine(line, factor)),
    [recipe.ingredients, factor],
  );
  const choose = (value: number) => {
    if (isServingsCount(value)) setChosen(value);
  };
  return { servings, choose, lines };
}
