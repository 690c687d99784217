/** Embedded-only checks of the $where sandbox: time and memory limits, and its boundary with the server. */
import * as fs from 'fs';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, EmbeddedMongo } from '../src';
import { WHERE_TIME_LIMIT_MS } from '../src/query/where';
import { silentLogger, tempDir } from './helpers';

let server: EmbeddedMongo;
let client: MongoClient;
let dir: string;

beforeAll(async () => {
  dir = tempDir();
  server = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: silentLogger });
  client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 3000 });
  await client.db('t').collection('w').insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
});

afterAll(async () => {
  await client?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const find = (filter: object) => client.db('t').collection('w').find(filter).toArray();

/** Runs a query that must fail with 139 within the time limit plus slack, then checks the server still answers. */
async function expectBoundedFailure(filter: object): Promise<void> {
  const started = Date.now();
  await expect(find(filter)).rejects.toMatchObject({ code: 139, codeName: 'JSInterpreterFailure' });
  expect(Date.now() - started).toBeLessThan(WHERE_TIME_LIMIT_MS + 2000);
  expect(await client.db('t').command({ ping: 1 })).toMatchObject({ ok: 1 });
}

describe('$where sandbox', () => {
  it('stops an endless loop at the time limit', async () => {
    await expectBoundedFailure({ $where: 'while (true) {}' });
  });

  it('stops an endless loop queued as a microtask', async () => {
    await expectBoundedFailure({ $where: 'Promise.resolve().then(function () { for (;;) {} }); true' });
  });

  it('never runs sandbox code outside the time limit (hostile thrown values and results)', async () => {
    await expectBoundedFailure({ $where: 'throw { toString: function () { for (;;) {} } }' });
    await expectBoundedFailure({ $where: '__run = function () { return { valueOf: function () { for (;;) {} } }; }; true' });
  });

  it('stops a script that exhausts its memory without harming the server', async () => {
    await expectBoundedFailure({ $where: 'var a = []; for (;;) a.push(new Array(1e6).fill(1)); true' });
    expect(await find({ $where: 'this.a == 2' })).toHaveLength(1); // a fresh sandbox takes over
  });

  it('has no server globals and no shared memory primitives', async () => {
    const names = ['process', 'require', 'module', 'Buffer', 'setTimeout', 'Atomics', 'SharedArrayBuffer', 'WebAssembly'];
    const r = await find({ $where: names.map((n) => `typeof ${n} === 'undefined'`).join(' && ') });
    expect(r).toHaveLength(3);
  });
});
