/** The recipe documents benchmarks seed, written straight to the database in the shape the API stores. */
import { CUISINES, CATEGORIES } from '@forkful/domain';

export { CUISINES, CATEGORIES };

/** A recipe document as the API stores it (the fields the benchmarks write). */
export interface BenchRecipe {
  image: string;
  title: string;
  ingredients: string;
  instructions: string;
  cuisineType: string;
  prepTime: number;
  categories: string[];
  likeCount: number;
  baseLikeCount: number;
  authorName: string;
  authorEmail: string;
  authorUid: string;
  createdAt: Date;
  updatedAt: Date;
  __v: number;
}

/**
 * Recipe number `i`, created `i` seconds after `base` (ms): a cuisine and category in turn, a likeCount and a prep time
 * spread over their ranges, one of 500 authors. `fields` overrides any field (a benchmark's own titles or sizes).
 */
export function benchRecipe(i: number, base: number, fields: Partial<BenchRecipe> = {}): BenchRecipe {
  const createdAt = new Date(base + i * 1000);
  return {
    image: '/images/recipes/pad-thai.svg',
    title: `Bench recipe ${i}`,
    ingredients: 'onion, garlic, ginger, chili, salt, oil, tomato, rice',
    instructions: 'Prepare the ingredients. Cook them gently until done. Season to taste and serve warm.',
    cuisineType: CUISINES[i % CUISINES.length],
    prepTime: 5 + ((i * 37) % 180),
    categories: [CATEGORIES[i % CATEGORIES.length]],
    likeCount: i % 1000,
    baseLikeCount: i % 1000,
    authorName: 'Bench Cook',
    authorEmail: `cook${i % 500}@forkful.bench`,
    authorUid: `bench-${i % 500}`,
    createdAt,
    updatedAt: createdAt,
    __v: 0,
    ...fields,
  };
}
