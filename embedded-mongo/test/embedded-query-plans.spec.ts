/**
 * Embedded-only: the plans this planner chooses for paged reads (mongod races candidate plans instead, so its choice
 * can differ on other data; the results are the same, see conformance-sorted-walks.spec.ts).
 */
import { Collection, MongoClient } from 'mongodb';
import { useTempDirs, withServer } from './helpers';

const newDir = useTempDirs();

/** 6,000 recipes, 1,200 per cuisine, with the API's cuisine + title index. */
async function recipes(client: MongoClient): Promise<Collection<any>> {
  const c = client.db('app').collection<any>('recipes');
  await c.createIndex({ cuisine: 1, title: 1, _id: 1 });
  await c.insertMany(Array.from({ length: 6000 }, (_, i) => ({ _id: i, cuisine: `C${i % 5}`, title: `T${i % 97}` })));
  return c;
}

describe('a paged read sorted by one index and filtered by another', () => {
  it('walks the sort order and stops after skip + limit when the equality range is large', async () => {
    await withServer(newDir(), async (client) => {
      const c = await recipes(client);
      const page = await c.find({ cuisine: 'C2' }).sort({ _id: -1 }).skip(16).limit(8).explain('executionStats');
      expect(page.queryPlanner.winningPlan).toMatchObject({ stage: 'LIMIT', inputStage: { stage: 'SKIP', inputStage: { stage: 'FETCH' } } });
      expect(page.queryPlanner.winningPlan.inputStage.inputStage.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: '_id_', direction: 'backward' });
      // 24 matches among the newest 120 entries (every fifth is C2), not the 1,200 of the cuisine's range.
      expect(page.executionStats).toMatchObject({ nReturned: 8, totalKeysExamined: 118, totalDocsExamined: 118 });
      expect((await c.find({ cuisine: 'C2' }).sort({ _id: -1 }).skip(16).limit(8).toArray()).map((d) => d._id)).toEqual(
        Array.from({ length: 8 }, (_, k) => 5997 - 5 * (16 + k)),
      );
    });
  });

  it('keeps the equality range (sorted in memory) without a limit, or when the range is small', async () => {
    await withServer(newDir(), async (client) => {
      const c = await recipes(client);
      const all = await c.find({ cuisine: 'C2' }).sort({ _id: -1 }).explain('executionStats');
      expect(all.queryPlanner.winningPlan.stage).toBe('SORT');
      expect(all.queryPlanner.winningPlan.inputStage.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'cuisine_1_title_1__id_1' });
      const narrow = await c.find({ cuisine: 'C2', title: 'T7' }).sort({ _id: -1 }).limit(3).explain('executionStats');
      expect(narrow.queryPlanner.winningPlan.inputStage.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'cuisine_1_title_1__id_1' });
    });
  });

  it('gives way to the equality range when the matches gather at the far end of the sort order', async () => {
    await withServer(newDir(), async (client) => {
      const c = client.db('app').collection<any>('old');
      await c.createIndex({ cuisine: 1, title: 1, _id: 1 });
      // The 1,200 oldest are the only 'Old' ones: walking the newest first would read 4,800 others before any.
      await c.insertMany(Array.from({ length: 6000 }, (_, i) => ({ _id: i, cuisine: i < 1200 ? 'Old' : `C${i % 5}`, title: `T${i % 97}` })));
      const page = () => c.find({ cuisine: 'Old' }).sort({ _id: -1 }).skip(2).limit(8);
      const plan = await page().explain('executionStats');
      expect(plan.queryPlanner.winningPlan).toMatchObject({ stage: 'SKIP', inputStage: { stage: 'SORT', inputStage: { stage: 'FETCH' } } });
      expect(plan.queryPlanner.winningPlan.inputStage.inputStage.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'cuisine_1_title_1__id_1' });
      expect((await page().toArray()).map((d) => d._id)).toEqual([1197, 1196, 1195, 1194, 1193, 1192, 1191, 1190]);
    });
  });
});
