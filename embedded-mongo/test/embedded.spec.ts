/** Embedded-server-only behaviour: start-up, server monitoring, persistence, compaction, lock file (the wire level and crash durability: embedded-wire.spec.ts). */
import * as fs from 'fs';
import * as path from 'path';
import { spawn } from 'child_process';
import { Long, MongoClient, UUID } from 'mongodb';
import { startEmbeddedMongo, DataDirLockedError, EmbeddedMongoOptions } from '../src';
import { silentLogger, useTempDirs, waitExit, withServer as withEmbeddedServer } from './helpers';

const newDir = useTempDirs();

const withServer = <T>(dir: string, fn: (client: MongoClient, uri: string) => Promise<T>, extra: Partial<EmbeddedMongoOptions> = {}) =>
  withEmbeddedServer(dir, (client, server) => fn(client, server.uri), extra);

const journals = (dir: string) => fs.readdirSync(dir).filter((f) => f.startsWith('journal-')).sort();

describe('startEmbeddedMongo', () => {
  it('listens on a free port when given port 0 and reports it in the uri', async () => {
    const server = await startEmbeddedMongo({ port: 0, dataDir: newDir(), logger: silentLogger });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.uri).toBe(`mongodb://127.0.0.1:${server.port}/`);
    } finally {
      await server.stop();
    }
  });

  it('presents a standalone with replicaSetName: null, which refuses transactions and retryable-write numbers (20 IllegalOperation)', async () => {
    await withServer(
      newDir(),
      async (client) => {
        const hello = await client.db('admin').command({ hello: 1 });
        expect(hello.setName).toBeUndefined();
        expect(hello.isWritablePrimary).toBe(true);
        const db = client.db('standalone');
        const lsid = { id: new UUID() };
        await expect(db.command({ insert: 't', documents: [{ a: 1 }], lsid, txnNumber: Long.fromNumber(1) })).rejects.toMatchObject({ code: 20 });
        await expect(
          db.command({ find: 't', filter: {}, lsid, txnNumber: Long.fromNumber(2), autocommit: false, startTransaction: true }),
        ).rejects.toMatchObject({ code: 20, codeName: 'IllegalOperation' });
        await db.collection('t').insertOne({ a: 2 }); // the driver does not send txnNumber to a standalone
        expect(await db.collection('t').countDocuments()).toBe(1);
      },
      { replicaSetName: null },
    );
  });
});

describe('server monitoring', () => {
  it('keeps a mongoose connection up across heartbeats (no heartbeat failures)', async () => {
    const mongoose = require('mongoose') as typeof import('mongoose');
    const server = await startEmbeddedMongo({ port: 0, dataDir: newDir(), logger: silentLogger });
    const conn = await mongoose.createConnection(server.uri, { dbName: 'hb', heartbeatFrequencyMS: 500 }).asPromise();
    const failures: string[] = [];
    conn.getClient().on('serverHeartbeatFailed', (e) => failures.push(e.failure.message));
    try {
      await new Promise((r) => setTimeout(r, 1600));
      expect(failures).toEqual([]);
      expect(conn.readyState).toBe(1);
    } finally {
      await conn.close();
      await server.stop();
    }
  });
});

describe('persistence', () => {
  it('keeps documents, indexes, updates, deletes and drops across a restart', async () => {
    const dir = newDir();
    const ids = await withServer(dir, async (client) => {
      const db = client.db('app');
      const c = db.collection('items');
      await c.createIndex({ sku: 1 }, { unique: true });
      const res = await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ sku: `s${i}`, qty: i, at: new Date(1700000000000 + i) })));
      await c.updateOne({ sku: 's1' }, { $inc: { qty: 100 } });
      await c.deleteOne({ sku: 's2' });
      await db.collection('gone').insertOne({ a: 1 });
      await db.collection('gone').drop();
      await client.db('other').collection('x').insertOne({ y: 1 });
      await client.db('other').dropDatabase();
      return res.insertedIds;
    });
    await withServer(dir, async (client) => {
      const c = client.db('app').collection('items');
      expect(await c.countDocuments()).toBe(49);
      expect(await c.findOne({ _id: ids[1] })).toEqual({ _id: ids[1], sku: 's1', qty: 101, at: new Date(1700000000001) });
      expect(await c.findOne({ sku: 's2' })).toBeNull();
      await expect(c.insertOne({ sku: 's3' })).rejects.toMatchObject({ code: 11000 });
      const names = (await client.db('app').listCollections().toArray()).map((x) => x.name);
      expect(names).toEqual(['items']);
      const dbs = (await client.db('admin').admin().listDatabases()).databases.map((d) => d.name);
      expect(dbs).not.toContain('other');
    });
  });

  it('compacts into a snapshot and replays snapshot + journal', async () => {
    const dir = newDir();
    await withServer(
      dir,
      async (client) => {
        const c = client.db('app').collection('c');
        await c.createIndex({ k: 1 }, { unique: true });
        for (let i = 0; i < 200; i++) await c.insertOne({ k: i, pad: 'x'.repeat(200) });
        await c.updateMany({ k: { $lt: 10 } }, { $set: { updated: true } });
        await c.deleteMany({ k: { $gte: 190 } });
      },
      { compactThresholdBytes: 16 * 1024 },
    );
    expect(fs.existsSync(path.join(dir, 'snapshot.bin'))).toBe(true);
    expect(journals(dir).length).toBe(1);
    await withServer(dir, async (client, uri) => {
      const c = client.db('app').collection('c');
      expect(await c.countDocuments()).toBe(190);
      expect(await c.countDocuments({ updated: true })).toBe(10);
      await expect(c.insertOne({ k: 5 })).rejects.toMatchObject({ code: 11000 });
      expect(uri).toMatch(/^mongodb:\/\//);
    });
  });

  it('truncates a torn journal tail on start and keeps everything before it', async () => {
    const dir = newDir();
    await withServer(dir, async (client) => {
      await client.db('app').collection('t').insertMany([{ n: 1 }, { n: 2 }]);
      await client.db('app').collection('t').insertOne({ n: 3 });
    });
    const file = path.join(dir, journals(dir).pop()!);
    const size = fs.statSync(file).size;
    // A torn record: a header announcing more bytes than were written.
    const torn = Buffer.alloc(12);
    torn.writeUInt32LE(1000, 0);
    fs.appendFileSync(file, torn);
    const warnings: string[] = [];
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: { ...silentLogger, warn: (m: string) => warnings.push(m) } });
    const client = await MongoClient.connect(server.uri);
    try {
      expect(warnings.join('\n')).toMatch(/truncating a torn\/corrupt journal tail/);
      expect(fs.statSync(file).size).toBe(size);
      const t = client.db('app').collection('t');
      expect((await t.find().sort({ n: 1 }).toArray()).map((d) => d.n)).toEqual([1, 2, 3]);
      await t.insertOne({ n: 4 }); // must land after the truncation point and survive
    } finally {
      await client.close();
      await server.stop();
    }
    // Corrupt the checksum of the last record: only that record is dropped.
    const buf = fs.readFileSync(file);
    buf[buf.length - 3] ^= 0xff;
    fs.writeFileSync(file, buf);
    await withServer(dir, async (client) => {
      expect((await client.db('app').collection('t').find().sort({ n: 1 }).toArray()).map((d) => d.n)).toEqual([1, 2, 3]);
    });
  });
});

describe('lock file', () => {
  it('refuses a second server on the same data directory with a clear error', async () => {
    const dir = newDir();
    const first = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: silentLogger });
    try {
      const err = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: silentLogger }).catch((e) => e);
      expect(err).toBeInstanceOf(DataDirLockedError);
      expect(err.message).toMatch(/already in use by another embedded-mongo server \(pid \d+\)/);
    } finally {
      await first.stop();
    }
    expect(fs.existsSync(path.join(dir, 'LOCK'))).toBe(false);
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dir = newDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await waitExit(dead);
    fs.writeFileSync(path.join(dir, 'LOCK'), String(dead.pid));
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: silentLogger });
    expect(fs.readFileSync(path.join(dir, 'LOCK'), 'utf8')).toBe(String(process.pid));
    await server.stop();
  });

  it('takes over a lock naming this very pid when no server of this process holds it (pid reuse after a restart)', async () => {
    const dir = newDir();
    fs.writeFileSync(path.join(dir, 'LOCK'), String(process.pid));
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: silentLogger });
    await expect(startEmbeddedMongo({ port: 0, dataDir: dir, logger: silentLogger })).rejects.toBeInstanceOf(DataDirLockedError);
    await server.stop();
  });
});
