import { BSON } from 'bson';
import { parseCollation } from '../common/collation';
import { checkCreateOptions, collMod } from './collmod';
import { Engine } from '../engine/engine';
import { invalidOptions, namespaceExists } from '../common/errors';
import { compileFilter } from '../query/compile-filter';
import { Entry, Op } from '../storage/journal';
import { Doc } from '../common/values';
import { collName, CommandContext, CommandServices, cursorReply, Handlers } from './context';

/** A catalog change: applied in memory, then journaled before the command replies. */
export async function applyAndCommit(engine: Engine, entries: Entry[]): Promise<void> {
  engine.apply(entries);
  await engine.commit(entries);
}

async function create(engine: Engine, cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collName(cmd, 'create');
  if (cmd.viewOn !== undefined) throw invalidOptions('views are not supported by the embedded server');
  checkCreateOptions(cmd);
  if (engine.collection(ctx.db, name)) throw namespaceExists(`Collection ${ctx.db}.${name} already exists.`);
  const options: Doc = {};
  for (const [k, v] of Object.entries(cmd))
    if (!['create', '$db', 'lsid', '$clusterTime', '$readPreference', 'writeConcern', 'apiVersion', 'apiStrict', 'apiDeprecationErrors'].includes(k)) options[k] = v;
  if (options.collation !== undefined) {
    // Stored resolved, as mongod shows it; the simple collation is the default and is not stored.
    const collation = parseCollation(options.collation, 'create.collation');
    if (collation) options.collation = collation.spec;
    else delete options.collation;
  }
  const entry = Engine.createEntry(ctx.db, name, options);
  await applyAndCommit(engine, [entry]);
  return { ok: 1 };
}

async function drop(engine: Engine, cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collName(cmd, 'drop');
  const c = engine.collection(ctx.db, name);
  if (!c) return { ok: 1 };
  const entry: Entry = { op: Op.DropCollection, ns: c.ns, body: new Uint8Array(0) };
  await applyAndCommit(engine, [entry]);
  return { nIndexesWas: c.indexes.size, ns: c.ns, ok: 1 };
}

async function dropDatabase(engine: Engine, ctx: CommandContext): Promise<Doc> {
  if (engine.dbs.has(ctx.db)) {
    const entry: Entry = { op: Op.DropDatabase, ns: ctx.db, body: new Uint8Array(0) };
    await applyAndCommit(engine, [entry]);
  }
  return { dropped: ctx.db, ok: 1 };
}

function listCollections(s: CommandServices, cmd: Doc, ctx: CommandContext): Buffer {
  const infos: Doc[] = [];
  for (const c of s.engine.dbs.get(ctx.db)?.values() ?? []) {
    infos.push(
      cmd.nameOnly
        ? { name: c.name, type: 'collection' }
        : { name: c.name, type: 'collection', options: c.options, info: { readOnly: false }, idIndex: c.indexes.get('_id_')!.spec },
    );
  }
  const test = compileFilter(cmd.filter ?? {});
  const docs = infos.filter((d) => !test || test(d)).map((d) => BSON.serialize(d));
  return cursorReply(s.cursors, `${ctx.db}.$cmd.listCollections`, docs, cmd.cursor?.batchSize, false);
}

function listDatabases(engine: Engine, cmd: Doc): Doc {
  const databases = [...engine.dbs.entries()].map(([name, colls]) => {
    let size = 0;
    for (const c of colls.values()) for (const e of c.docs.values()) size += e.raw.length;
    return cmd.nameOnly ? { name } : { name, sizeOnDisk: size, empty: size === 0 };
  });
  const test = compileFilter(cmd.filter ?? {});
  const list = databases.filter((d) => !test || test(d));
  if (cmd.nameOnly) return { databases: list, ok: 1 };
  return { databases: list, totalSize: list.reduce((n, d: Doc) => n + d.sizeOnDisk, 0), totalSizeMb: 0, ok: 1 };
}

/** Databases and collections: create, drop, list and modify them. */
export function catalogHandlers(s: CommandServices): Handlers {
  const { engine } = s;
  return {
    create: (cmd, ctx) => create(engine, cmd, ctx),
    drop: (cmd, ctx) => drop(engine, cmd, ctx),
    dropDatabase: (_cmd, ctx) => dropDatabase(engine, ctx),
    listCollections: (cmd, ctx) => listCollections(s, cmd, ctx),
    listDatabases: (cmd) => listDatabases(engine, cmd),
    collMod: (cmd, ctx) => collMod(engine, cmd, ctx.db),
  };
}
