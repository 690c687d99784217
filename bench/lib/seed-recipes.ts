/** 100,000 recipes the way the API benchmarks seed them: varied titles, cuisines, categories, likes and prep times. */
import type * as Mongoose from 'mongoose';
import { benchRecipe, CUISINES, CATEGORIES, type BenchRecipe } from './bench-recipe';
import { requireFromApi } from './workspaces';

const mongoose = requireFromApi<typeof Mongoose>('mongoose');

const DISHES = ['Curry', 'Noodles', 'Tacos', 'Risotto', 'Dumplings', 'Salad', 'Soup', 'Biryani', 'Pancakes', 'Tart', 'Stew', 'Pasta'];
const ADJECTIVES = ['Smoky', 'Spicy', 'Golden', 'Crispy', 'Creamy', 'Zesty', 'Rustic', 'Herby', 'Sticky', 'Fiery', 'Silky', 'Hearty'];
const IMAGES = ['spaghetti-carbonara', 'kacchi-biryani', 'tacos-al-pastor', 'pork-chive-dumplings', 'pad-thai'];

function seededRecipe(i: number, base: number): BenchRecipe {
  const cuisine = CUISINES[i % CUISINES.length];
  const likeCount = (i * 7919) % 1000;
  return benchRecipe(i, base, {
    image: `/images/recipes/${IMAGES[i % IMAGES.length]}.svg`,
    title: `${ADJECTIVES[(i * 7) % ADJECTIVES.length]} ${cuisine} ${DISHES[(i * 13) % DISHES.length]} ${i}`,
    categories: [CATEGORIES[i % 5], CATEGORIES[(i * 3 + 1) % 5]].filter((c, k, all) => all.indexOf(c) === k),
    likeCount,
    baseLikeCount: likeCount,
  });
}

export interface Seeded {
  seconds: number;
  middleId: string;
  ids: string[];
}

/**
 * Inserts `count` recipes (batches of 1,000) into uri's recipes collection. Returns the seconds it took, the id of the
 * middle recipe, and `sampleIds` ids spread evenly over the collection (for the mixed workload).
 */
export async function seedRecipes(uri: string, count: number, { sampleIds = 0 } = {}): Promise<Seeded> {
  const connection = await mongoose.createConnection(uri, { serverMonitoringMode: 'poll' }).asPromise();
  try {
    const collection = connection.collection('recipes');
    const base = Date.now() - count * 1000;
    const started = Date.now();
    for (let offset = 0; offset < count; offset += 1000) {
      const batch: BenchRecipe[] = [];
      for (let i = offset; i < Math.min(count, offset + 1000); i++) batch.push(seededRecipe(i, base));
      await collection.insertMany(batch, { ordered: false });
    }
    const seconds = (Date.now() - started) / 1000;
    const [middle] = await collection.find({}, { projection: { _id: 1 } }).skip(Math.floor(count / 2)).limit(1).toArray();
    const ids: string[] = [];
    if (sampleIds > 0) {
      const every = Math.max(1, Math.floor(count / sampleIds));
      const all = await collection.find({}, { projection: { _id: 1 } }).toArray();
      for (let i = 0; i < all.length && ids.length < sampleIds; i += every) ids.push(String(all[i]._id));
    }
    return { seconds, middleId: String(middle._id), ids };
  } finally {
    await connection.close();
  }
}
