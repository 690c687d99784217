import { BSON } from 'bson';
import { Collection, copyRaw, idKey } from './collection';
import type { Engine } from './engine';
import { Entry, Op } from './storage';
import { Doc } from './values';

/** Applies journal entries to the engine's in-memory catalog. `replay` skips nothing but tolerates repeats (idempotent). */
export function applyEntries(engine: Engine, entries: Entry[], replay: boolean): void {
  const bulk = entries.length > 256;
  for (const e of entries) {
    const dot = e.ns.indexOf('.');
    const db = dot < 0 ? e.ns : e.ns.slice(0, dot);
    const name = dot < 0 ? '' : e.ns.slice(dot + 1);
    switch (e.op) {
      case Op.CreateCollection: {
        if (!engine.collection(db, name)) {
          if (!engine.dbs.has(db)) engine.dbs.set(db, new Map());
          engine.dbs.get(db)!.set(name, new Collection(db, name, BSON.deserialize(e.body) as Doc, engine.changeHooks));
        }
        break;
      }
      case Op.DropCollection:
        engine.dbs.get(db)?.delete(name);
        if (engine.dbs.get(db)?.size === 0) engine.dbs.delete(db);
        break;
      case Op.DropDatabase:
        (e.change ??= {}).dropped = [...(engine.dbs.get(db)?.keys() ?? [])];
        engine.dbs.delete(db);
        break;
      case Op.CreateIndex: {
        const c = engine.collection(db, name);
        const spec = BSON.deserialize(e.body) as Doc;
        if (c && !c.indexes.has(spec.name)) c.addIndex(spec, !replay);
        break;
      }
      case Op.DropIndex: {
        const c = engine.collection(db, name);
        const ixName = (BSON.deserialize(e.body) as Doc).name;
        const spec = c?.indexes.get(ixName)?.spec;
        if (spec) (e.change ??= {}).droppedIndex = spec;
        c?.indexes.delete(ixName);
        break;
      }
      case Op.Put: {
        const c = engine.collection(db, name);
        if (c) {
          const doc = c.makeEntry(copyRaw(e.body));
          const prev = c.put(doc, bulk);
          if (replay) Object.assign((e.change ??= {}), { doc, prev });
        }
        break;
      }
      case Op.SetCollectionOptions: {
        const c = engine.collection(db, name);
        if (c) c.options = BSON.deserialize(e.body) as Doc;
        break;
      }
      case Op.SetIndexSpec: {
        const spec = BSON.deserialize(e.body) as Doc;
        const ix = engine.collection(db, name)?.indexes.get(spec.name);
        if (ix) ix.spec = spec;
        break;
      }
      case Op.Delete: {
        const c = engine.collection(db, name);
        const prev = c?.remove(idKey((BSON.deserialize(e.body) as Doc)._id));
        if (replay && prev) (e.change ??= {}).prev = prev;
        break;
      }
      default:
        break;
    }
  }
}
