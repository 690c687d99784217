import { Collection } from '../storage/collection';
import { DocEntry } from '../storage/doc-entry';
import { isMaxTimeExpired } from '../common/deadline';
import { Engine } from '../engine/engine';
import { toCommandError } from '../common/errors';
import { Entry } from '../storage/journal';
import { applyUpdate, idChanged, isOperatorUpdate, serializeUpdated, upsertSeed, validateUpdate, withIdFirst } from '../update/update';
import { Doc, keyOf } from '../common/values';
import { checkUpdatedDoc, checkUpsertedDoc } from './write-checks';

/** One insert/update/delete batch in progress: the journal entries to commit and the documents written so far. */
interface WriteBatch {
  pending: Entry[];
  n: number;
}

/** An update by operators or a pipeline (a change stream 'update' event) rather than a replacement ('replace'). */
export const byOperators = (u: Doc | Doc[]) => Array.isArray(u) || isOperatorUpdate(u);

function writeError(index: number, e: unknown): Doc {
  const err = toCommandError(e);
  return { index, code: err.code, errmsg: err.message, ...err.extra };
}

/**
 * The shared loop of insert, update and delete: start(batch) sets up (inside the commit guard) and returns how one
 * op is applied; an op that throws becomes a writeError at its index and, in an ordered batch, ends the batch.
 * Whatever was applied, even when setup throws, is committed to the journal before the reply is built.
 */
export async function runWriteBatch<T>(
  engine: Engine,
  ops: T[],
  ordered: boolean,
  start: (batch: WriteBatch) => (op: T, index: number) => void,
  extraReply: () => Doc = () => ({}),
): Promise<Doc> {
  const batch: WriteBatch = { pending: [], n: 0 };
  const writeErrors: Doc[] = [];
  try {
    const applyOne = start(batch);
    for (let i = 0; i < ops.length; i++) {
      try {
        applyOne(ops[i], i);
      } catch (e) {
        if (isMaxTimeExpired(e)) throw e; // like mongod: a time-out fails the command, not one op
        writeErrors.push(writeError(i, e));
        if (ordered) break;
      }
    }
  } finally {
    await engine.commit(batch.pending);
  }
  return { n: batch.n, ...extraReply(), ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
}

/** Replaces target with the updated document after the _id and unique checks; returns the new entry (or the old when unchanged). */
export function replaceDoc(c: Collection, target: DocEntry, updated: Doc, pending: Entry[], typedU: Doc | Doc[] | undefined, bypass: boolean, byOperators: boolean): { entry: DocEntry; modified: boolean } {
  if (keyOf(updated._id) !== keyOf(target.doc._id) || updated._id === undefined)
    throw idChanged();
  const raw = serializeUpdated(withIdFirst(updated), target.raw, typedU);
  if (Buffer.compare(Buffer.from(raw), Buffer.from(target.raw.buffer, target.raw.byteOffset, target.raw.byteLength)) === 0) return { entry: target, modified: false };
  const entry = c.makeEntry(raw);
  checkUpdatedDoc(c, entry, target, bypass);
  c.checkUnique(entry.doc, target.id);
  c.put(entry);
  pending.push(Engine.putEntry(c.ns, entry, target, byOperators));
  return { entry, modified: true };
}

export function insertUpserted(c: Collection, filter: Doc, u: ReturnType<typeof validateUpdate>, arrayFilters: Doc[] | undefined, pending: Entry[], typedU: Doc | Doc[] | undefined, bypass: boolean): DocEntry {
  const seed = upsertSeed(filter);
  const base = isOperatorUpdate(u) || Array.isArray(u) ? seed : seed._id !== undefined ? { _id: seed._id } : {};
  const doc = withIdFirst(applyUpdate(base, u, true, arrayFilters));
  const entry = c.makeEntry(serializeUpdated(doc, undefined, typedU, true));
  checkUpsertedDoc(c, entry, bypass);
  c.checkUnique(entry.doc);
  c.put(entry);
  pending.push(Engine.putEntry(c.ns, entry));
  return entry;
}
