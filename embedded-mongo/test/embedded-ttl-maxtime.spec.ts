/** Embedded-only TTL and maxTimeMS behaviour: the monitor interval option, expiry across restarts, bounded passes. */
import * as path from 'path';
import { spawn } from 'child_process';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, EmbeddedMongo, EmbeddedMongoOptions } from '../src';
import { Engine } from '../src/engine/engine';
import { TtlMonitor } from '../src/engine/ttl-monitor';
import { CLI_PATH, silentLogger, useTempDirs, waitExit, withServer as withEmbeddedServer } from './helpers';

const newDir = useTempDirs();

const withServer = <T>(dir: string, extra: Partial<EmbeddedMongoOptions>, fn: (client: MongoClient, server: EmbeddedMongo) => Promise<T>) =>
  withEmbeddedServer(dir, fn, extra);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hourAgo = () => new Date(Date.now() - 3600_000);

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms`);
    await sleep(25);
  }
}

describe('TTL monitor interval', () => {
  it('runs every ttlMonitorIntervalMs and reports passes and deletions in serverStatus', async () => {
    await withServer(newDir(), { ttlMonitorIntervalMs: 50 }, async (client) => {
      const c = client.db('t').collection<any>('sessions');
      await c.createIndex({ at: 1 }, { expireAfterSeconds: 10 });
      await c.insertMany([{ _id: 1, at: hourAgo() }, { _id: 2, at: new Date() }, { _id: 3, at: hourAgo() }]);
      await waitFor(async () => (await c.countDocuments()) === 1, 3000);
      expect(await c.find().toArray()).toEqual([{ _id: 2, at: expect.any(Date) }]);
      const ttl = (await client.db('admin').command({ serverStatus: 1 })).metrics.ttl;
      expect(ttl.deletedDocuments).toBe(2);
      expect(ttl.passes).toBeGreaterThan(0);
      expect((await client.db('admin').command({ getParameter: 1, ttlMonitorSleepSecs: 1 })).ttlMonitorSleepSecs).toBe(1);
    });
  });

  it('defaults to mongod\'s 60 seconds, so nothing expires right away', async () => {
    await withServer(newDir(), {}, async (client) => {
      const c = client.db('t').collection<any>('sessions');
      await c.createIndex({ at: 1 }, { expireAfterSeconds: 10 });
      await c.insertOne({ _id: 1, at: hourAgo() });
      await sleep(300);
      expect(await c.countDocuments()).toBe(1);
      expect((await client.db('admin').command({ getParameter: 1, ttlMonitorSleepSecs: 1 })).ttlMonitorSleepSecs).toBe(60);
      expect((await client.db('admin').command({ serverStatus: 1 })).metrics.ttl).toEqual({ passes: 0, subPasses: 0, deletedDocuments: 0 });
      // setParameter reschedules the sleeping monitor at once.
      expect((await client.db('admin').command({ setParameter: 1, ttlMonitorSleepSecs: 1 })).was).toBe(60);
      await waitFor(async () => (await c.countDocuments()) === 0, 3000);
    });
  });

  it('refuses an invalid interval option', async () => {
    await expect(startEmbeddedMongo({ port: 0, dataDir: newDir(), logger: silentLogger, ttlMonitorIntervalMs: 0 })).rejects.toThrow(/ttlMonitorIntervalMs/);
    await expect(startEmbeddedMongo({ port: 0, dataDir: newDir(), logger: silentLogger, ttlMonitorIntervalMs: 1.5 })).rejects.toThrow(/ttlMonitorIntervalMs/);
  });

  it('takes --ttl-interval-ms on the command line', async () => {
    const dir = newDir();
    const cli = CLI_PATH;
    const bad = spawn(process.execPath, [cli, '--port', '0', '--data', dir, '--ttl-interval-ms', 'soon'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let badErr = '';
    bad.stderr!.on('data', (c: Buffer) => (badErr += c.toString()));
    const code = await new Promise<number | null>((resolve) => bad.once('exit', (c) => resolve(c)));
    expect(code).toBe(2);
    expect(badErr).toContain('--ttl-interval-ms must be a positive integer');

    const child = spawn(process.execPath, [cli, '--port', '0', '--data', dir, '--ttl-interval-ms', '50'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const uri = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (c: Buffer) => {
          out += c.toString();
          const m = /ready: (mongodb:\/\/\S+)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.once('exit', (c) => reject(new Error(`exited with ${c}`)));
      });
      const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 3000 });
      try {
        const c = client.db('t').collection<any>('x');
        await c.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
        await c.insertOne({ at: hourAgo() });
        await waitFor(async () => (await c.countDocuments()) === 0, 3000);
      } finally {
        await client.close();
      }
    } finally {
      child.kill('SIGTERM');
      await waitExit(child);
    }
  });
});

describe('TTL expiry is durable', () => {
  it('journals expiry (it survives a restart) and a restarted server keeps expiring', async () => {
    const dir = newDir();
    await withServer(dir, { ttlMonitorIntervalMs: 50 }, async (client) => {
      const c = client.db('t').collection<any>('tokens');
      await c.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      await c.insertMany([
        { _id: 'gone', expiresAt: hourAgo() },
        { _id: 'soon', expiresAt: new Date(Date.now() + 1500) },
        { _id: 'kept', expiresAt: new Date(Date.now() + 3600_000) },
      ]);
      await waitFor(async () => (await c.countDocuments({ _id: 'gone' })) === 0, 3000);
      expect(await c.countDocuments()).toBe(2);
    });
    // Restarted with the default (60 s) interval: the expired document stays deleted, 'soon' has not been expired yet.
    await withServer(dir, {}, async (client) => {
      const c = client.db('t').collection<any>('tokens');
      expect((await c.find({}, { sort: { _id: 1 } }).toArray()).map((d) => d._id)).toEqual(['kept', 'soon']);
      expect((await c.listIndexes().toArray()).find((i) => i.name === 'expiresAt_1')?.expireAfterSeconds).toBe(0);
    });
    await sleep(1600);
    await withServer(dir, { ttlMonitorIntervalMs: 50 }, async (client) => {
      const c = client.db('t').collection<any>('tokens');
      await waitFor(async () => (await c.countDocuments()) === 1, 3000);
      expect((await c.find().toArray()).map((d) => d._id)).toEqual(['kept']);
    });
  });
});

describe('TtlMonitor passes', () => {
  async function engineWith(docs: number): Promise<Engine> {
    const engine = new Engine(newDir(), silentLogger);
    await engine.open();
    const pending: any[] = [];
    const c = engine.ensureCollection('t', 'c', pending);
    c.addIndex({ v: 2, key: { at: 1 }, name: 'at_1', expireAfterSeconds: 0 }, true);
    const { BSON } = require('bson');
    for (let i = 0; i < docs; i++) {
      const e = c.makeEntry(BSON.serialize({ _id: i, at: i % 2 ? hourAgo() : new Date(Date.now() + 3600_000) }));
      c.put(e);
      pending.push(Engine.putEntry(c.ns, e));
    }
    await engine.commit(pending);
    return engine;
  }

  it('bounds the deletions of one pass and never runs two passes at once', async () => {
    const engine = await engineWith(50); // 25 expired
    const monitor = new TtlMonitor(engine, silentLogger, 60_000, { docsPerPass: 10, docsPerBatch: 4 });
    const c = engine.collection('t', 'c')!;
    const a = monitor.runPass();
    const b = monitor.runPass();
    expect(b).toBe(a);
    await a;
    expect(c.docs.size).toBe(40);
    expect(monitor.stats).toEqual({ passes: 1, subPasses: 1, deletedDocuments: 10 });
    await monitor.runPass();
    await monitor.runPass();
    expect(c.docs.size).toBe(25);
    await monitor.runPass();
    expect(c.docs.size).toBe(25);
    expect(monitor.stats).toEqual({ passes: 4, subPasses: 4, deletedDocuments: 25 });
    for (const e of c.docs.values()) expect(e.doc.at.getTime()).toBeGreaterThan(Date.now());
    await monitor.stop();
    await engine.close();
  });

  it('counts a deletion as soon as readers see it, not when its journal write ends', async () => {
    const engine = await engineWith(8); // 4 expired
    const monitor = new TtlMonitor(engine, silentLogger, 60_000, { docsPerPass: 10, docsPerBatch: 10 });
    const c = engine.collection('t', 'c')!;
    let finishWrite!: () => void;
    let writeStarted!: () => void;
    const writing = new Promise<void>((resolve) => (writeStarted = resolve));
    const commit = engine.commit.bind(engine);
    // A slow disk: the batch's journal write waits until the test lets it go.
    engine.commit = async (entries) => {
      const released = new Promise<void>((resolve) => (finishWrite = resolve));
      writeStarted();
      await released;
      return commit(entries);
    };
    const pass = monitor.runPass();
    await writing;
    expect(c.docs.size).toBe(4);
    expect(monitor.stats.deletedDocuments).toBe(4);
    finishWrite();
    await pass;
    expect(monitor.stats).toEqual({ passes: 1, subPasses: 1, deletedDocuments: 4 });
    await monitor.stop();
    await engine.close();
  });

  it('stop() waits for a running pass and prevents further passes', async () => {
    const engine = await engineWith(2000);
    const monitor = new TtlMonitor(engine, silentLogger, 10, { docsPerPass: 50_000, docsPerBatch: 100 });
    monitor.start();
    await sleep(30);
    await monitor.stop();
    const passes = monitor.stats.passes;
    const size = engine.collection('t', 'c')!.docs.size;
    await sleep(60);
    expect(monitor.stats.passes).toBe(passes);
    expect(engine.collection('t', 'c')!.docs.size).toBe(size);
    await engine.close();
  });
});

describe('maxTimeMS on a large scan', () => {
  it('stops a 200k-document regex scan with 50 MaxTimeMSExpired and keeps answering', async () => {
    await withServer(newDir(), {}, async (client) => {
      const c = client.db('t').collection<any>('big');
      const batch: any[] = [];
      for (let i = 0; i < 200_000; i++) {
        batch.push({ _id: i, s: `item-${i}-${'x'.repeat(40)}` });
        if (batch.length === 20_000) await c.insertMany(batch.splice(0));
      }
      await expect(c.find({ s: /^item-.*-y+$/ }).maxTimeMS(1).toArray()).rejects.toMatchObject({ code: 50, codeName: 'MaxTimeMSExpired', message: 'operation exceeded time limit' });
      await expect(c.countDocuments({ s: /y$/ }, { maxTimeMS: 1 })).rejects.toMatchObject({ code: 50 });
      await expect(c.aggregate([{ $match: { s: /y$/ } }, { $group: { _id: null, n: { $sum: 1 } } }], { maxTimeMS: 1 }).toArray()).rejects.toMatchObject({ code: 50 });
      await expect(c.distinct('s', { s: /y$/ }, { maxTimeMS: 1 })).rejects.toMatchObject({ code: 50 });
      await expect(c.find({}).sort({ s: -1 }).maxTimeMS(1).toArray()).rejects.toMatchObject({ code: 50 });
      expect(await client.db('t').command({ ping: 1 })).toMatchObject({ ok: 1 });
      expect(await c.countDocuments({ _id: { $lt: 10 } })).toBe(10);
      // The same scan without a limit runs to the end.
      expect(await c.find({ s: /^item-.*-y+$/ }).toArray()).toEqual([]);
    });
  }, 120_000);
});
