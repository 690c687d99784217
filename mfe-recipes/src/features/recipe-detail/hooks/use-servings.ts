import { useMemo, useState } from 'react';
import { isServingsCount, type Recipe, splitCommaList } from '@forkful/domain';
import { parseLeadingQuantity, scaleIngredientLine } from '@forkful/domain/ingredients';
import { useFormat, type Formatters } from '@forkful/ui';

/**
 * The line with its leading quantity (the scaler's number) in the page's numerals: "২ cups flour" in Bangla. The rest
 * is the cook's own text and stays as they wrote it.
 */
export function localizeQuantity(line: string, digits: Formatters['digits']): string {
  const quantity = parseLeadingQuantity(line);
  if (!quantity) return line;
  const start = line.indexOf(quantity.text);
  return line.slice(0, start) + digits(quantity.text) + line.slice(start + quantity.text.length);
}

/**
 * The servings the reader chose (the recipe's own until changed) and the ingredient lines scaled to them: each line
 * that starts with a quantity is multiplied by chosen / recipe servings, its quantity written in the page's numerals.
 * A recipe without servings is never scaled.
 */
export function useServings(recipe: Pick<Recipe, 'ingredients' | 'servings'>) {
  const [chosen, setChosen] = useState<number | null>(null);
  const { digits } = useFormat();
  const servings = chosen ?? recipe.servings ?? null;
  const factor = recipe.servings && servings ? servings / recipe.servings : 1;
  const lines = useMemo(
    () => splitCommaList(recipe.ingredients).map((line) => localizeQuantity(scaleIngredientLine(line, factor), digits)),
    [recipe.ingredients, factor, digits],
  );
  const choose = (value: number) => {
    if (isServingsCount(value)) setChosen(value);
  };
  return { servings, choose, lines };
}
