import { BSON } from 'bson';
import { ChangeHooks, Collection, copyRaw, idKey } from '../storage/collection';
import { Entry, Op } from '../storage/journal';
import { Doc } from '../common/values';

/** What entries change: the engine's in-memory catalog (the Engine itself, named by shape: the engine imports this file). */
export interface Catalog {
  readonly dbs: Map<string, Map<string, Collection>>;
  readonly changeHooks: ChangeHooks;
  collection(db: string, name: string): Collection | undefined;
}

/** Applies journal entries to the engine's in-memory catalog. `replay` skips nothing but tolerates repeats (idempotent). */
export function applyEntries(catalog: Catalog, entries: Entry[], replay: boolean): void {
  const bulk = entries.length > 256;
  for (const e of entries) {
    const dot = e.ns.indexOf('.');
    const db = dot < 0 ? e.ns : e.ns.slice(0, dot);
    const name = dot < 0 ? '' : e.ns.slice(dot + 1);
    switch (e.op) {
      case Op.CreateCollection: {
        if (!catalog.collection(db, name)) {
          if (!catalog.dbs.has(db)) catalog.dbs.set(db, new Map());
          catalog.dbs.get(db)!.set(name, new Collection(db, name, BSON.deserialize(e.body) as Doc, catalog.changeHooks));
        }
        break;
      }
      case Op.DropCollection:
        catalog.dbs.get(db)?.delete(name);
        if (catalog.dbs.get(db)?.size === 0) catalog.dbs.delete(db);
        break;
      case Op.DropDatabase:
        (e.change ??= {}).dropped = [...(catalog.dbs.get(db)?.keys() ?? [])];
        catalog.dbs.delete(db);
        break;
      case Op.CreateIndex: {
        const c = catalog.collection(db, name);
        const spec = BSON.deserialize(e.body) as Doc;
        if (c && !c.indexes.has(spec.name)) c.addIndex(spec, !replay);
        break;
      }
      case Op.DropIndex: {
        const c = catalog.collection(db, name);
        const ixName = (BSON.deserialize(e.body) as Doc).name;
        const spec = c?.indexes.get(ixName)?.spec;
        if (spec) (e.change ??= {}).droppedIndex = spec;
        c?.indexes.delete(ixName);
        break;
      }
      case Op.Put: {
        const c = catalog.collection(db, name);
        if (c) {
          const doc = c.makeEntry(copyRaw(e.body));
          const prev = c.put(doc, bulk);
          if (replay) Object.assign((e.change ??= {}), { doc, prev });
        }
        break;
      }
      case Op.SetCollectionOptions: {
        const c = catalog.collection(db, name);
        if (c) c.options = BSON.deserialize(e.body) as Doc;
        break;
      }
      case Op.SetIndexSpec: {
        const spec = BSON.deserialize(e.body) as Doc;
        const ix = catalog.collection(db, name)?.indexes.get(spec.name);
        if (ix) ix.spec = spec;
        break;
      }
      case Op.Delete: {
        const c = catalog.collection(db, name);
        const prev = c?.remove(idKey((BSON.deserialize(e.body) as Doc)._id));
        if (replay && prev) (e.change ??= {}).prev = prev;
        break;
      }
      default:
        break;
    }
  }
}
