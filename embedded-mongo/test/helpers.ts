import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { spawn, ChildProcess } from 'child_process';
import { Db, MongoClient, MongoServerError } from 'mongodb';
import { startEmbeddedMongo, EmbeddedMongo, EmbeddedMongoOptions } from '../src';

export const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function tempDir(prefix = 'embedded-mongo-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Makes temporary data directories for a test file; every one it made is removed after the file's tests. */
export function useTempDirs(): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = tempDir();
    dirs.push(d);
    return d;
  };
}

/** Runs fn with an embedded server on dataDir (any free port) and a client connected to it; stops both after. */
export async function withServer<T>(
  dataDir: string,
  fn: (client: MongoClient, server: EmbeddedMongo) => Promise<T>,
  options: Partial<EmbeddedMongoOptions> = {},
): Promise<T> {
  const server = await startEmbeddedMongo({ port: 0, dataDir, logger: silentLogger, ...options });
  const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 3000 });
  try {
    return await fn(client, server);
  } finally {
    await client.close();
    await server.stop();
  }
}

/**
 * Where the conformance suite runs: a real MongoDB when MONGODB_URI is set, otherwise a fresh embedded server.
 * Each suite uses its own database name so runs never collide on a shared server.
 */
export interface Target {
  uri: string;
  dbName: string;
  embedded: EmbeddedMongo | null;
  close(): Promise<void>;
}

export const realMongoUri = process.env.MONGODB_URI;

export async function startTarget(suite: string): Promise<Target> {
  const dbName = `conformance_${suite}_${process.pid}_${Date.now().toString(36)}`;
  if (realMongoUri) {
    return {
      uri: realMongoUri,
      dbName,
      embedded: null,
      close: async () => {
        const c = await MongoClient.connect(realMongoUri);
        await c.db(dbName).dropDatabase();
        await c.close();
      },
    };
  }
  const dir = tempDir();
  const embedded = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: silentLogger });
  return {
    uri: embedded.uri,
    dbName,
    embedded,
    close: async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function failure(p: Promise<unknown>): Promise<MongoServerError> {
  try {
    await p;
  } catch (e) {
    return e as MongoServerError;
  }
  throw new Error('expected a failure');
}

/** What a conformance file works with: its target, one driver client and its database. */
export interface ConformanceHandles {
  target: Target;
  client: MongoClient;
  db: Db;
  /** A replica-set member (the embedded server by default): transactions, sessions and change streams apply. */
  isReplicaSet: boolean;
}

/**
 * The shared setup of a conformance file: before its tests, starts its target (see startTarget), connects one client
 * and hands the handles to `opened`; after them, closes both. `replicaSetOnly` logs once that a MONGODB_URI which is
 * not a replica set skips the file's checks.
 */
export function useConformanceTarget(suite: string, opened: (handles: ConformanceHandles) => void, replicaSetOnly = false): void {
  let handles: Partial<ConformanceHandles> = {};
  beforeAll(async () => {
    handles.target = await startTarget(suite);
    handles.client = await MongoClient.connect(handles.target.uri, { serverSelectionTimeoutMS: 5000 });
    const db = (handles.db = handles.client.db(handles.target.dbName));
    handles.isReplicaSet = !!(await db.admin().command({ hello: 1 })).setName;
    if (replicaSetOnly && !handles.isReplicaSet) console.log(`conformance ${suite}: MONGODB_URI is not a replica set; these checks are skipped`);
    opened(handles as ConformanceHandles);
  });
  afterAll(async () => {
    await handles.client?.close();
    await handles.target?.close();
    handles = {};
  });
}

/** The package's command line, as its package.json `bin` names it (compiled into dist with the rest). */
export const CLI_PATH = path.join(__dirname, '..', 'dist', 'server', 'cli.js');

/** Starts the CLI (built dist) in a child process on a free port; resolves with its URI once it prints it. */
export function startChildServer(dataDir: string): Promise<{ child: ChildProcess; uri: string }> {
  if (!fs.existsSync(path.join(__dirname, '..', 'dist', 'index.js'))) {
    throw new Error('embedded-mongo/dist is missing: run `npm run build -w @forkful/embedded-mongo` first');
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_PATH, '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready: (mongodb:\/\/\S+)/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        resolve({ child, uri: m[1] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => reject(new Error(`embedded-mongo child exited with ${code}: ${err}`)));
  });
}

export function waitExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}
