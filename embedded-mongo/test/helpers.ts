import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { spawn, ChildProcess } from 'child_process';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, EmbeddedMongo } from '../src';

export const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function tempDir(prefix = 'embedded-mongo-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
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

const cliPath = path.join(__dirname, '..', 'bin', 'embedded-mongo.js');

/** Starts the CLI (built dist) in a child process on a free port; resolves with its URI once it prints it. */
export function startChildServer(dataDir: string): Promise<{ child: ChildProcess; uri: string }> {
  if (!fs.existsSync(path.join(__dirname, '..', 'dist', 'index.js'))) {
    throw new Error('embedded-mongo/dist is missing: run `npm run build -w @forkful/embedded-mongo` first');
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
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
