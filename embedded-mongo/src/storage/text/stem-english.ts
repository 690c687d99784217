// wink-porter2-stemmer ships no types: one function from word to stem.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const porter2: (word: string) => string = require('wink-porter2-stemmer');

/**
 * Snowball English ("Porter2") stemming, the algorithm mongod's text indexes use, from wink-porter2-stemmer. Porter2
 * drops a word's leading apostrophes before stemming; the library keeps them, so they are removed here first. The
 * library lower-cases its input: for a case-sensitive search the stem gets the word's own letters back.
 */
export function stemEnglish(word: string): string {
  const bare = word.replace(/^'+/, '');
  const lower = bare.toLowerCase();
  const stem = porter2(lower);
  if (lower === bare) return stem;
  let cased = '';
  for (let i = 0; i < stem.length; i++) cased += stem[i] === lower[i] ? bare[i] : stem[i];
  return cased;
}
