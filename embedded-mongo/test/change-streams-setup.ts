/** What the change-stream conformance files share: the helpers to open and read streams. */
import { ChangeStream, ChangeStreamDocument, Db, Document, Long } from 'mongodb';
import { db } from './conformance-setup';

let seq = 0;
/** A collection name of its own per test (a real server is shared). */
export const unique = (base: string) => `${base}_${++seq}`;

/** Opens a stream that starts now and makes sure the server has started it (the driver opens it lazily). */
export async function open<T extends Document = Document>(stream: ChangeStream<T>): Promise<ChangeStream<T>> {
  expect(await stream.tryNext()).toBeNull();
  return stream;
}

export const idOf = (v: unknown) => (Long.isLong(v) ? v.toNumber() : Number(v));

export async function next<T extends Document>(stream: ChangeStream<T>, ms = 5000): Promise<ChangeStreamDocument<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no change event within ' + ms + ' ms')), ms)));
  return Promise.race([stream.next(), timeout]).finally(() => clearTimeout(timer));
}

export async function take<T extends Document>(stream: ChangeStream<T>, n: number): Promise<ChangeStreamDocument<T>[]> {
  const out: ChangeStreamDocument<T>[] = [];
  for (let i = 0; i < n; i++) out.push(await next(stream));
  return out;
}

/** Each event without its per-run fields (resume token, times). */
export const shape = (e: Document) => {
  const { _id, clusterTime, wallTime, ...rest } = e;
  return rest;
};

export const run = (cmd: Document, on: Db = db) => on.command(cmd);
/** Empty getMores (as tryNext sends) wait this long instead of the default 1 s. */
export const FAST = { maxAwaitTimeMS: 150 };
