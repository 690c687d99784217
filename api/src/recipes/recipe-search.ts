/**
 * How GET /recipes?q= finds and ranks recipes.
 *
 * The result set is what the spec has always promised, a case-insensitive substring match on title or ingredients
 * (so a partial word such as "chick" still finds "Chicken curry"), widened by MongoDB text search for whole words
 * (so "tomatoes" also finds a recipe listing "tomato": English stemming). Text search also gives each match a
 * relevance score (title weighs most), which orders the results when the client asks for no particular sort.
 */

/** The text index over the searchable fields. Weights: a title hit outranks a cuisine hit, which outranks an ingredient. */
export const RECIPE_TEXT_INDEX = {
  fields: { title: 'text', cuisineType: 'text', ingredients: 'text' } as const,
  options: {
    name: 'recipe_text_search',
    weights: { title: 10, cuisineType: 4, ingredients: 2 },
    default_language: 'english',
    // Not "language": a recipe field of that name would otherwise be read as the text's language, and MongoDB
    // refuses to store a document whose value it does not know.
    language_override: 'textSearchLanguage',
  },
};

/** At most this many text matches are ranked (and merged into the result set); the substring match is unbounded. */
export const MAX_RANKED_MATCHES = 500;

const WHOLE_WORDS = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/**
 * The $search string for a query made of whole words, or undefined when text search cannot serve it: punctuation
 * or symbols ("C++", "stir-fry"), or a single word under 3 characters. One word is searched stemmed ("tomatoes"
 * matches "tomato"); several words are searched as one phrase, which keeps them together like the substring match.
 */
export function textSearchFor(q: string): string | undefined {
  const words = q.trim().replace(/\s+/g, ' ');
  if (!WHOLE_WORDS.test(words)) return undefined;
  if (!words.includes(' ')) return words.length >= 3 ? words : undefined;
  return `"${words}"`;
}
