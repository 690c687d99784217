import { BSON } from 'bson';
import { validateIndexSpec } from '../storage/collection';
import { indexCollation, sameCollationSpec } from './index-collation';
import { badValue, CommandError, indexKeySpecsConflict, indexNotFound, indexOptionsConflict, invalidOptions, namespaceNotFound, typeMismatch } from '../common/errors';
import { Engine } from '../engine/engine';
import { validateIdIndexTtl, validateTtlSpec } from '../engine/ttl-index';
import { Entry, Op } from '../storage/journal';
import { checkTextIndexConflict, isTextKey, normalizeTextSpec } from '../storage/text/spec';
import { Doc, isPlainObject, keyOf, renderValue } from '../common/values';
import { applyAndCommit } from './catalog';
import { collName, CommandContext, CommandServices, cursorReply, Handlers } from './context';

async function createIndexes(engine: Engine, cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collName(cmd, 'createIndexes');
  if (!Array.isArray(cmd.indexes) || !cmd.indexes.length) throw badValue('Must specify at least one index to create');
  const pending: Entry[] = [];
  const existed = !!engine.collection(ctx.db, name);
  try {
    const c = engine.ensureCollection(ctx.db, name, pending);
    const before = c.indexes.size;
    for (const raw of cmd.indexes as Doc[]) {
      if (!isPlainObject(raw)) throw typeMismatch('index specification must be an object');
      validateTtlSpec(raw);
      let spec: Doc = { v: 2, key: raw.key, name: raw.name };
      // `background` is ignored since 4.2 but, like mongod, kept in the spec (the GridFS driver's show in listIndexes)
      if (raw.background !== undefined && typeof raw.background !== 'boolean' && typeof raw.background !== 'number')
        throw typeMismatch(`The field 'background has value background: ${renderValue(raw.background)}, which is not convertible to bool`);
      for (const [k, v] of Object.entries(raw)) if (!['v', 'key', 'name', 'ns'].includes(k)) spec[k] = v;
      validateIndexSpec(spec);
      validateIdIndexTtl({ ...raw, v: raw.v ?? 2 });
      indexCollation(raw, spec, c);
      if (isTextKey(spec.key)) {
        spec = normalizeTextSpec(spec);
        if (checkTextIndexConflict([...c.indexes.values()].map((i) => i.spec), spec) === 'exists') continue;
      }
      const same = c.indexes.get(spec.name);
      if (same) {
        if (keyOf(same.spec.key) === keyOf(spec.key) && sameCollationSpec(same.spec, spec) && keyOf(same.spec.expireAfterSeconds) !== keyOf(spec.expireAfterSeconds))
          throw indexOptionsConflict(`An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`);
        if (keyOf(same.spec.key) !== keyOf(spec.key) || !sameCollationSpec(same.spec, spec)) throw indexKeySpecsConflict(`An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`);
        if (!!same.spec.unique !== !!spec.unique && !same.isId) throw indexOptionsConflict(`An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`);
        continue;
      }
      const sameKey = [...c.indexes.values()].find((i) => keyOf(i.spec.key) === keyOf(spec.key) && sameCollationSpec(i.spec, spec) && !!i.spec.unique === !!spec.unique && !i.spec.partialFilterExpression && !spec.partialFilterExpression);
      if (sameKey) throw indexOptionsConflict(`Index already exists with a different name: ${sameKey.name}`);
      const entry: Entry = { op: Op.CreateIndex, ns: c.ns, body: BSON.serialize(spec) };
      c.addIndex(spec, true); // throws E11000 on existing duplicates
      pending.push(entry);
    }
    const after = c.indexes.size;
    return {
      numIndexesBefore: before,
      numIndexesAfter: after,
      ...(after === before ? { note: 'all indexes already exist' } : {}),
      createdCollectionAutomatically: !existed,
      ok: 1,
    };
  } finally {
    await engine.commit(pending);
  }
}

function listIndexes(s: CommandServices, cmd: Doc, ctx: CommandContext): Buffer {
  const name = collName(cmd, 'listIndexes');
  const c = s.engine.collection(ctx.db, name);
  if (!c) throw namespaceNotFound(`ns does not exist: ${ctx.db}.${name}`);
  const docs = [...c.indexes.values()].map((i) => BSON.serialize(i.spec));
  return cursorReply(s.cursors, `${ctx.db}.$cmd.listIndexes.${name}`, docs, cmd.cursor?.batchSize, false);
}

async function dropIndexes(engine: Engine, cmd: Doc, ctx: CommandContext, key: string): Promise<Doc> {
  const name = collName(cmd, key);
  const c = engine.collection(ctx.db, name);
  if (!c) throw namespaceNotFound(`ns not found ${ctx.db}.${name}`);
  const was = c.indexes.size;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = [...c.indexes.keys()].filter((n) => n !== '_id_');
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const found = [...c.indexes.values()].filter((i) => keyOf(i.spec.key) === keyOf(target));
    if (!found.length) throw indexNotFound(`can't find index with key: ${JSON.stringify(target)}`);
    // Indexes that differ only by collation share a key pattern: mongod then wants a name.
    if (found.length > 1)
      throw new CommandError(181, 'AmbiguousIndexKeyPattern', `${found.length} indexes found for key: ${renderValue(target)}, identify by name instead. Conflicting indexes: ${renderValue(found[0].spec)}, ${renderValue(found[1].spec)}`);
    names = [found[0].name];
  } else throw typeMismatch('index must be a string, an object or an array of strings');
  for (const n of names) {
    if (n === '_id_') throw invalidOptions('cannot drop _id index');
    if (!c.indexes.has(n)) throw indexNotFound(`index not found with name [${n}]`);
  }
  const entries: Entry[] = names.map((n) => ({ op: Op.DropIndex, ns: c.ns, body: BSON.serialize({ name: n }) }));
  await applyAndCommit(engine, entries);
  return { nIndexesWas: was, ok: 1 };
}

/** Index administration: createIndexes, listIndexes and dropIndexes (alias deleteIndexes). */
export function indexHandlers(s: CommandServices): Handlers {
  const { engine } = s;
  return {
    createIndexes: (cmd, ctx) => createIndexes(engine, cmd, ctx),
    listIndexes: (cmd, ctx) => listIndexes(s, cmd, ctx),
    dropIndexes: (cmd, ctx) => dropIndexes(engine, cmd, ctx, 'dropIndexes'),
    deleteIndexes: (cmd, ctx) => dropIndexes(engine, cmd, ctx, 'deleteIndexes'),
  };
}
