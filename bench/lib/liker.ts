/**
 * Likes written straight to the database at a steady rate, in a process of its own (so the load generator's event
 * loop and timings are not shared with it): each a like document and its recipe's $inc in one transaction, as the
 * API writes them. Started by bench/api-mix.ts with { uri, ids, perSecond }; answers 'stop' with its counts.
 */
import type * as Mongoose from 'mongoose';
import { requireFromApi } from './workspaces';

const { mongo: { MongoClient, ObjectId } } = requireFromApi<typeof Mongoose>('mongoose');

/** What bench/api-mix.ts sends first. */
export interface LikerStart {
  uri: string;
  ids: string[];
  perSecond: number;
}

/** What the liker answers 'stop' with. */
export interface LikerCounts {
  written: number;
  failed: number;
  skipped: number;
}

const send = (message: unknown, callback?: () => void) => process.send?.(message, undefined, undefined, callback);

process.once('message', ({ uri, ids, perSecond }: LikerStart) => {
  const client = new MongoClient(uri, { serverMonitoringMode: 'poll' });
  const counts: LikerCounts = { written: 0, failed: 0, skipped: 0 };
  let liker = 0;
  let inFlight = 0;
  let next = 0x2f6b;
  const pick = () => ids[(next = (next * 16807) % 2147483647) % ids.length];
  const likeOne = async () => {
    const recipeId = new ObjectId(pick());
    const session = client.startSession();
    try {
      await session.withTransaction(async () => {
        await client.db().collection('likes').insertOne({ recipeId, uid: `bench-liker-${++liker}`, createdAt: new Date() }, { session });
        await client.db().collection('recipes').updateOne({ _id: recipeId }, { $inc: { likeCount: 1 } }, { session });
      });
      counts.written++;
    } finally {
      await session.endSession();
    }
  };
  const timer = setInterval(() => {
    if (inFlight >= 5) return void counts.skipped++;
    inFlight++;
    likeOne().catch(() => counts.failed++).finally(() => inFlight--);
  }, 1000 / perSecond);
  process.once('message', async () => {
    clearInterval(timer);
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await client.close();
    send(counts, () => process.exit(0));
  });
  send('started');
});
