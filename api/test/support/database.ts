import mongoose, { Connection } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { readStack } from './stack';

export interface TestDatabase {
  /** What an app started on it takes as MONGODB_URI. */
  uri: string;
  connection: Connection;
  /** Drops the database and closes the connection. */
  close(): Promise<void>;
}

/** A database of its own on this run's MongoDB, opened without an app: to hold what older versions stored before one starts. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const uri = `${readStack().mongoBaseUri}/api-test-${randomBytes(4).toString('hex')}`;
  const connection = await mongoose.createConnection(uri).asPromise();
  return {
    uri,
    connection,
    close: async () => {
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    },
  };
}

/** A recipe as older versions stored it (straight into the collection: no schema, no defaults). */
export function storedRecipe(fields: Record<string, unknown>): Record<string, unknown> {
  const now = new Date();
  return {
    image: 'https://images.example.com/dal.jpg',
    title: 'Legacy Dal',
    ingredients: 'red lentils, turmeric',
    instructions: 'Simmer.',
    cuisineType: 'Bangladeshi',
    prepTime: 30,
    categories: ['Lunch'],
    likeCount: 0,
    baseLikeCount: 0,
    authorName: 'Old Cook',
    authorEmail: 'old-cook@forkful.test',
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}
