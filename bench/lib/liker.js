'use strict';
/**
 * Likes written straight to the database at a steady rate, in a process of its own (so the load generator's event
 * loop and timings are not shared with it): each a like document and its recipe's $inc in one transaction, as the
 * API writes them. Forked by bench/api-mix.js with { uri, ids, perSecond }; answers 'stop' with its counts.
 */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const { mongo: { MongoClient, ObjectId } } = require(require.resolve('mongoose', { paths: [path.join(ROOT, 'api')] }));

process.once('message', ({ uri, ids, perSecond }) => {
  const client = new MongoClient(uri, { serverMonitoringMode: 'poll' });
  const counts = { written: 0, failed: 0, skipped: 0 };
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
    process.send(counts, () => process.exit(0));
  });
  process.send('started');
});
