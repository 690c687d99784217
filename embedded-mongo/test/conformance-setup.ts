/**
 * The handles a conformance spec file works with, bound by `useConformance` (imports of these names see the values
 * once the file's beforeAll has run). Every spec file that calls it gets its own target (see useConformanceTarget).
 */
import { ClientSession, Db, MongoClient } from 'mongodb';
import { Target, useConformanceTarget } from './helpers';

export let target: Target;
export let client: MongoClient;
export let db: Db;
export let isReplicaSet = false;

export const coll = (name: string) => db.collection<any>(name);

/** Starts the file's target under `suite` (its database name) and binds the handles above. */
export function useConformance(suite: string, replicaSetOnly = false): void {
  useConformanceTarget(suite, (handles) => ({ target, client, db, isReplicaSet } = handles), replicaSetOnly);
}

/** Runs fn in a session of the file's client (a transaction the test commits, or not, itself); the session then ends. */
export async function inSession<T>(fn: (s: ClientSession) => Promise<T>): Promise<T> {
  const session = client.startSession();
  try {
    return await fn(session);
  } finally {
    await session.endSession();
  }
}
