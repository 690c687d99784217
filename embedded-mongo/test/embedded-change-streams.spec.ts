/** Embedded-only change stream behaviour: history across restarts and snapshots, its bounds, cursor cleanup, driver resume. */
import * as fs from 'fs';
import * as net from 'net';
import * as path from 'path';
import { ChangeStream, Document, Long, MongoClient } from 'mongodb';
import { startEmbeddedMongo, EmbeddedMongoOptions } from '../src';
import { encodeEntries, journalName, Op } from '../src/storage/journal';
import { silentLogger, useTempDirs, withServer as withEmbeddedServer } from './helpers';

const newDir = useTempDirs();

const withServer = <T>(dir: string, fn: (client: MongoClient, uri: string) => Promise<T>, extra: Partial<EmbeddedMongoOptions> = {}) =>
  withEmbeddedServer(dir, (client, server) => fn(client, server.uri), extra);

/** All events a stream has now (opened with aggregate, read with getMores until an empty batch). */
async function eventsFrom(client: MongoClient, coll: string, spec: Document): Promise<Document[]> {
  const db = client.db('cs');
  const first = await db.command({ aggregate: coll, pipeline: [{ $changeStream: spec }], cursor: {} });
  const out: Document[] = [...first.cursor.firstBatch];
  let id = first.cursor.id;
  for (;;) {
    const more = await db.command({ getMore: id, collection: coll, maxTimeMS: 50 });
    out.push(...more.cursor.nextBatch);
    id = more.cursor.id;
    if (!more.cursor.nextBatch.length || Number(id) === 0) break;
  }
  if (Number(id) !== 0) await db.command({ killCursors: coll, cursors: [id] });
  return out;
}

async function writeAndWatch(client: MongoClient, coll: string, ids: number[]): Promise<Document[]> {
  const c = client.db('cs').collection(coll);
  const agg = await client.db('cs').command({ aggregate: coll, pipeline: [{ $changeStream: {} }], cursor: {} });
  const out: Document[] = [];
  for (const _id of ids) {
    await c.insertOne({ _id: _id as any });
    const res = await client.db('cs').command({ getMore: agg.cursor.id, collection: coll, maxTimeMS: 200 });
    out.push(...res.cursor.nextBatch);
  }
  await client.db('cs').command({ killCursors: coll, cursors: [agg.cursor.id] });
  return out;
}

describe('change history across restarts', () => {
  it('resumes after a restart from a token of an event still in the journal, with the same tokens and times', async () => {
    const dir = newDir();
    const before = await withServer(dir, async (client) => {
      const events = await writeAndWatch(client, 'r', [1, 2, 3]);
      await client.db('cs').collection('r').updateOne({ _id: 2 as any }, { $set: { v: 1 } });
      return events;
    });
    expect(before.map((e) => e.documentKey._id)).toEqual([1, 2, 3]);
    await withServer(dir, async (client) => {
      const after = await eventsFrom(client, 'r', { resumeAfter: before[0]._id });
      expect(after.map((e) => [e.operationType, e.documentKey._id])).toEqual([
        ['insert', 2],
        ['insert', 3],
        ['update', 2],
      ]);
      expect(after[0]._id).toEqual(before[1]._id);
      expect(after[0].clusterTime).toEqual(before[1].clusterTime);
      expect(after[0].wallTime).toEqual(before[1].wallTime);
      expect(after[2].updateDescription).toEqual({ updatedFields: { v: 1 }, removedFields: [], truncatedArrays: [] });
      // New writes come after the replayed ones.
      await client.db('cs').collection('r').insertOne({ _id: 4 as any });
      const all = await eventsFrom(client, 'r', { resumeAfter: before[2]._id });
      expect(all.map((e) => e.documentKey._id)).toEqual([2, 4]);
      expect(all[1].clusterTime.greaterThan(all[0].clusterTime)).toBe(true);
    });
  });

  it('answers 286 ChangeStreamHistoryLost for a token older than the last snapshot, and resumes from the last event it holds', async () => {
    const dir = newDir();
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: silentLogger });
    const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 3000 });
    const before = await writeAndWatch(client, 's', [1, 2]);
    await server.compact();
    await client.close();
    await server.stop();
    await withServer(dir, async (c) => {
      await expect(eventsFrom(c, 's', { resumeAfter: before[0]._id })).rejects.toMatchObject({
        code: 286,
        codeName: 'ChangeStreamHistoryLost',
        message: 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.',
      });
      await c.db('cs').collection('s').insertOne({ _id: 3 as any });
      const after = await eventsFrom(c, 's', { resumeAfter: before[1]._id });
      expect(after.map((e) => e.documentKey._id)).toEqual([3]);
    });
  });

  it('replays journals written before commit times were recorded (no events from them) and streams new writes', async () => {
    const dir = newDir();
    const legacy = encodeEntries([
      { op: Op.CreateCollection, ns: 'cs.old', body: Buffer.from([5, 0, 0, 0, 0]) },
      { op: Op.Put, ns: 'cs.old', body: require('bson').BSON.serialize({ _id: 1, v: 'kept' }) },
    ]);
    fs.writeFileSync(path.join(dir, journalName(0)), legacy);
    await withServer(dir, async (client) => {
      expect(await client.db('cs').collection('old').findOne({ _id: 1 as any })).toEqual({ _id: 1, v: 'kept' });
      expect((await writeAndWatch(client, 'old', [2])).map((e) => e.documentKey._id)).toEqual([2]);
    });
  });
});

describe('history bounds', () => {
  it('keeps at most changeStreamHistory.maxEvents events; older tokens get 286', async () => {
    await withServer(
      newDir(),
      async (client) => {
        const events = await writeAndWatch(client, 'b', [1, 2, 3, 4, 5]);
        expect(events).toHaveLength(5);
        await expect(eventsFrom(client, 'b', { resumeAfter: events[0]._id })).rejects.toMatchObject({ code: 286 });
        await expect(eventsFrom(client, 'b', { startAtOperationTime: events[1].clusterTime })).rejects.toMatchObject({ code: 286 });
        expect((await eventsFrom(client, 'b', { resumeAfter: events[1]._id })).map((e) => e.documentKey._id)).toEqual([3, 4, 5]);
      },
      { changeStreamHistory: { maxEvents: 3 } },
    );
  });

  it('a cursor that falls behind the kept history fails with 286 on its next getMore', async () => {
    await withServer(
      newDir(),
      async (client) => {
        const db = client.db('cs');
        const agg = await db.command({ aggregate: 'behind', pipeline: [{ $changeStream: {} }], cursor: {} });
        await db.collection('behind').insertMany([{ a: 1 }, { a: 2 }, { a: 3 }, { a: 4 }]);
        await expect(db.command({ getMore: agg.cursor.id, collection: 'behind', maxTimeMS: 50 })).rejects.toMatchObject({ code: 286 });
        await expect(db.command({ getMore: agg.cursor.id, collection: 'behind' })).rejects.toMatchObject({ code: 43 });
      },
      { changeStreamHistory: { maxEvents: 2 } },
    );
  });
});

describe('standalone', () => {
  it('refuses $changeStream without a replica set (40573)', async () => {
    await withServer(
      newDir(),
      async (client) => {
        await expect(client.db('cs').command({ aggregate: 'x', pipeline: [{ $changeStream: {} }], cursor: {} })).rejects.toMatchObject({
          code: 40573,
          message: 'The $changeStream stage is only supported on replica sets',
        });
      },
      { replicaSetName: null },
    );
  });
});

describe('cursor cleanup', () => {
  it('killCursors ends a getMore waiting on another connection (237 CursorKilled), and the cursor is gone', async () => {
    await withServer(newDir(), async (client, uri) => {
      const other = await MongoClient.connect(uri);
      try {
        const agg = await client.db('cs').command({ aggregate: 'k', pipeline: [{ $changeStream: {} }], cursor: {} });
        const started = Date.now();
        const waiting = other.db('cs').command({ getMore: agg.cursor.id, collection: 'k', maxTimeMS: 20_000 });
        await new Promise((r) => setTimeout(r, 100));
        const killed = await client.db('cs').command({ killCursors: 'k', cursors: [agg.cursor.id] });
        expect(killed.cursorsKilled.map(Number)).toEqual([Number(agg.cursor.id)]);
        await expect(waiting).rejects.toMatchObject({ code: 237, codeName: 'CursorKilled' });
        expect(Date.now() - started).toBeLessThan(5000);
        await expect(client.db('cs').command({ getMore: agg.cursor.id, collection: 'k' })).rejects.toMatchObject({ code: 43 });
      } finally {
        await other.close();
      }
    });
  });

  it('closing the connection of a waiting getMore ends it and drops its cursor', async () => {
    await withServer(newDir(), async (client, uri) => {
      const agg = await client.db('cs').command({ aggregate: 'cc', pipeline: [{ $changeStream: {} }], cursor: {} });
      const id: Long = Long.isLong(agg.cursor.id) ? agg.cursor.id : Long.fromNumber(agg.cursor.id);
      const socket = net.connect(Number(new URL(uri).port), '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      const { BSON } = require('bson');
      const body = BSON.serialize({ getMore: id, collection: 'cc', maxTimeMS: 60_000, $db: 'cs' });
      const header = Buffer.alloc(21);
      header.writeInt32LE(21 + body.length, 0);
      header.writeInt32LE(1, 4);
      header.writeInt32LE(2013, 12); // OP_MSG, flags 0, section kind 0
      socket.write(Buffer.concat([header, body]));
      await new Promise((r) => setTimeout(r, 150));
      socket.destroy();
      await new Promise((r) => setTimeout(r, 100));
      await expect(client.db('cs').command({ getMore: id, collection: 'cc' })).rejects.toMatchObject({ code: 43 });
    });
  });
});

/**
 * Runs `scenario` again (at most 3 times in all) when the driver gives up with a network error: the test cuts the
 * watcher's connections while a getMore waits, and on a loaded machine the cut can also land on the resume's own new
 * connection, which the driver does not retry. Any other failure, an assertion included, fails at once.
 */
async function withNetworkRetries(scenario: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await scenario();
    } catch (error) {
      if (attempt === 3 || (error as Error).name !== 'MongoNetworkError') throw error;
    }
  }
}

describe('driver resume', () => {
  it('after a network error the driver resumes with its last token: nothing lost, nothing repeated', async () => {
    await withNetworkRetries(() => withServer(newDir(), async (client, uri) => {
      // A proxy whose connections we cut, between the watching driver and the server.
      const upstreamPort = Number(new URL(uri).port);
      const links = new Set<net.Socket>();
      const proxy = net.createServer((down) => {
        const up = net.connect(upstreamPort, '127.0.0.1');
        links.add(down).add(up);
        down.pipe(up).pipe(down);
        const end = () => {
          down.destroy();
          up.destroy();
        };
        down.on('error', end).on('close', end);
        up.on('error', end).on('close', end);
      });
      await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
      const port = (proxy.address() as net.AddressInfo).port;
      const watcher = await MongoClient.connect(`mongodb://127.0.0.1:${port}/?directConnection=true`, {
        // The resume's server selection must reach the server again through the proxy (1 s failed once under load,
        // surfacing the network error); the driver leaves this timer running after the test, so no longer than needed.
        serverSelectionTimeoutMS: 5000,
        monitorCommands: true,
      });
      const aggregates: Document[] = [];
      let getMores = 0;
      watcher.on('commandStarted', (e) => {
        if (e.commandName === 'aggregate') aggregates.push(e.command);
        if (e.commandName === 'getMore') getMores += 1;
      });
      const c = client.db('cs').collection('net');
      let stream: ChangeStream | undefined;
      try {
        stream = watcher.db('cs').collection('net').watch([], { maxAwaitTimeMS: 100 });
        expect(await stream.tryNext()).toBeNull();
        await c.insertOne({ _id: 1 as any });
        expect(((await stream.next()) as any).documentKey).toEqual({ _id: 1 });
        const getMoresBefore = getMores;
        const pending = stream.next(); // a getMore waits on the server...
        // (sent: on a busy machine it can take longer than a fixed pause, and a cut before it is another case)
        for (const started = Date.now(); getMores === getMoresBefore && Date.now() - started < 5000; ) await new Promise((r) => setTimeout(r, 10));
        await new Promise((r) => setTimeout(r, 20));
        for (const s of links) s.destroy(); // ...when every connection of the watcher drops
        links.clear();
        await c.insertOne({ _id: 2 as any });
        await c.insertOne({ _id: 3 as any });
        const got = [((await pending) as any).documentKey, ((await stream.next()) as any).documentKey];
        expect(got).toEqual([{ _id: 2 }, { _id: 3 }]);
        expect(aggregates).toHaveLength(2);
        expect(aggregates[1].pipeline[0].$changeStream.resumeAfter).toBeDefined();
      } finally {
        await stream?.close();
        await watcher.close();
        for (const s of links) s.destroy();
        await new Promise((r) => proxy.close(r));
      }
    }));
  });
});
