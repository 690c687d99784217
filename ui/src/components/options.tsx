import { useRecipeTerms } from '../i18n/recipe-terms';

/**
 * One `<option>` per value (cuisines, categories): the body of a Select. Each is labelled by `labelOf`, by default the
 * value's name in the page's language when it is a cuisine or a category (the value itself otherwise); the value is
 * what the form keeps.
 */
export function Options({ values, labelOf }: { values: readonly string[]; labelOf?: (value: string) => string }) {
  const { term } = useRecipeTerms();
  const label = labelOf ?? term;
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
