/** Embedded-only checks for collMod and validators: changes are journaled, replayed and kept by snapshots. */
import { MongoClient } from 'mongodb';
import { useTempDirs, withServer } from './helpers';

const newDir = useTempDirs();

async function setUp(client: MongoClient): Promise<void> {
  const db = client.db('app');
  await db.createCollection('v', { validator: { $jsonSchema: { required: ['name'] } } });
  await db.collection('v').insertOne({ _id: 1 as any, name: 'a', n: 1 });
  await db.collection('v').createIndex({ n: 1 }, { expireAfterSeconds: 100 });
  await db.collection('v').createIndex({ name: 1 });
  await db.command({ collMod: 'v', validator: { n: { $gte: 0 } }, validationLevel: 'moderate', validationAction: 'error' });
  await db.command({ collMod: 'v', index: { keyPattern: { n: 1 }, expireAfterSeconds: 300 } });
  await db.command({ collMod: 'v', index: { name: 'name_1', hidden: true } });
}

async function expectModified(client: MongoClient): Promise<void> {
  const db = client.db('app');
  const [info] = await db.listCollections({ name: 'v' }).toArray();
  expect((info as any).options).toEqual({ validator: { n: { $gte: 0 } }, validationLevel: 'moderate', validationAction: 'error' });
  const specs = await db.collection('v').listIndexes().toArray();
  expect(specs.find((s) => s.name === 'n_1')!.expireAfterSeconds).toBe(300);
  expect(specs.find((s) => s.name === 'name_1')!.hidden).toBe(true);
  // The new validator is the one enforced: no 'name' needed any more, a negative n refused.
  await db.collection('v').insertOne({ _id: 2 as any, n: 2 });
  await expect(db.collection('v').insertOne({ _id: 3 as any, n: -1 })).rejects.toMatchObject({ code: 121 });
  const ex = await db.collection('v').find({ name: 'a' }).explain('queryPlanner');
  expect(ex.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
}

describe('collMod durability', () => {
  it('replays collMod changes from the journal after a restart', async () => {
    const dir = newDir();
    await withServer(dir, setUp);
    await withServer(dir, expectModified);
  });

  it('keeps collMod changes in a snapshot, and replaying twice is harmless', async () => {
    const dir = newDir();
    await withServer(dir, async (client, server) => {
      await setUp(client);
      await server.compact();
      // More changes after the snapshot land in the new journal and are replayed on top of it.
      await client.db('app').command({ collMod: 'v', index: { keyPattern: { n: 1 }, expireAfterSeconds: 300 } });
    });
    await withServer(dir, expectModified);
    await withServer(dir, async (client) => {
      expect(await client.db('app').collection('v').countDocuments()).toBe(2);
    });
  });
});
