import { BSON } from 'bson';
import { DocEntry } from '../storage/doc-entry';
import { operationCollation } from '../common/collation';
import { Engine } from '../engine/engine';
import { failedToParse, typeMismatch } from '../common/errors';
import { findEntries } from '../query/find';
import { applyUpdate, isOperatorUpdate, validateUpdate, withIdFirst } from '../update/update';
import { Doc, isPlainObject } from '../common/values';
import { checkInsertedDoc } from './write-checks';
import { collName, CommandContext, CommandServices, copyRaw, Handlers, num, typed, typedField } from './context';
import { findAndModify } from './find-and-modify';
import { byOperators, insertUpserted, replaceDoc, runWriteBatch } from './write-batch';

async function insert(engine: Engine, cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collName(cmd, 'insert');
  const docs = cmd.documents as Doc[] | undefined;
  if (!Array.isArray(docs)) throw typeMismatch('documents must be an array');
  let raws = ctx.rawSequences.get('documents');
  if (!raws && ctx.rawBody) {
    const asRaw = BSON.deserialize(ctx.rawBody, { fieldsAsRaw: { documents: true } }) as Doc;
    if (Array.isArray(asRaw.documents) && asRaw.documents.length === docs.length) raws = asRaw.documents;
  }
  const bypass = cmd.bypassDocumentValidation === true;
  return runWriteBatch(engine, docs, cmd.ordered !== false, (batch) => {
    const c = engine.ensureCollection(ctx.db, name, batch.pending);
    const bulk = docs.length > 256;
    return (d, i) => {
      if (!isPlainObject(d)) throw typeMismatch('document must be an object');
      let entry: DocEntry;
      if (raws && Object.keys(d)[0] === '_id' && !Array.isArray(d._id) && !(d._id instanceof RegExp)) {
        entry = c.makeEntry(copyRaw(raws[i]), d);
      } else {
        const t = withIdFirst(raws ? typed(raws[i]) : d);
        entry = c.makeEntry(BSON.serialize(t));
      }
      checkInsertedDoc(c, entry, bypass);
      c.checkUnique(entry.doc);
      c.put(entry, bulk);
      batch.pending.push(Engine.putEntry(c.ns, entry));
      batch.n++;
    };
  });
}

async function update(engine: Engine, cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collName(cmd, 'update');
  const updates = cmd.updates as Doc[] | undefined;
  if (!Array.isArray(updates)) throw typeMismatch('updates must be an array');
  const upserted: Doc[] = [];
  const typedUpdates = typedField(ctx, 'updates') as Doc[] | undefined;
  const bypass = cmd.bypassDocumentValidation === true;
  let nModified = 0;
  return runWriteBatch(
    engine,
    updates,
    cmd.ordered !== false,
    (batch) => (spec, i) => {
      const u = validateUpdate(spec.u);
      const filter = spec.q ?? {};
      if (spec.multi && !isOperatorUpdate(u) && !Array.isArray(u)) throw failedToParse('multi update is not supported for replacement-style update');
      const existing = engine.collection(ctx.db, name);
      const collation = operationCollation(spec.collation, existing?.collation);
      const targets = findEntries(existing, { filter, sort: spec.sort, limit: spec.multi ? 0 : 1, hint: spec.hint, deadline: ctx.deadline, collation });
      if (targets.length) {
        for (const t of targets) {
          const { modified } = replaceDoc(existing!, t, applyUpdate(t.doc, u, false, spec.arrayFilters, { filter, raw: t.raw }), batch.pending, typedUpdates?.[i]?.u, bypass, byOperators(u));
          batch.n++;
          if (modified) nModified++;
        }
      } else if (spec.upsert) {
        const c = engine.ensureCollection(ctx.db, name, batch.pending);
        const entry = insertUpserted(c, filter, u, spec.arrayFilters, batch.pending, typedUpdates?.[i]?.u, bypass);
        upserted.push({ index: i, _id: entry.doc._id });
        batch.n++;
      }
    },
    () => ({ nModified, ...(upserted.length ? { upserted } : {}) }),
  );
}

async function remove(engine: Engine, cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collName(cmd, 'delete');
  const deletes = cmd.deletes as Doc[] | undefined;
  if (!Array.isArray(deletes)) throw typeMismatch('deletes must be an array');
  return runWriteBatch(engine, deletes, cmd.ordered !== false, (batch) => {
    const c = engine.collection(ctx.db, name);
    return (spec) => {
      const limit = num(spec.limit) ?? 0;
      if (limit !== 0 && limit !== 1) throw failedToParse('The limit field in delete objects must be 0 or 1');
      const collation = operationCollation(spec.collation, c?.collation);
      for (const t of findEntries(c, { filter: spec.q ?? {}, limit, hint: spec.hint, deadline: ctx.deadline, collation })) {
        c!.remove(t.id);
        batch.pending.push(Engine.deleteEntry(c!.ns, t.doc._id, t));
        batch.n++;
      }
    };
  });
}

/** Writes: insert, update, delete and findAndModify (the ones a driver retries). */
export function writeHandlers({ engine }: CommandServices): Handlers {
  return {
    insert: (cmd, ctx) => insert(engine, cmd, ctx),
    update: (cmd, ctx) => update(engine, cmd, ctx),
    delete: (cmd, ctx) => remove(engine, cmd, ctx),
    findAndModify: (cmd, ctx) => findAndModify(engine, cmd, ctx, 'findAndModify'),
    findandmodify: (cmd, ctx) => findAndModify(engine, cmd, ctx, 'findandmodify'),
  };
}
