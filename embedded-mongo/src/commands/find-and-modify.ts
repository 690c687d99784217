import { DocEntry } from '../storage/doc-entry';
import { operationCollation } from '../common/collation';
import { Engine } from '../engine/engine';
import { failedToParse } from '../common/errors';
import { compileProjection } from '../query/projection';
import { findEntries } from '../query/find';
import { Entry } from '../storage/journal';
import { applyUpdate, validateUpdate } from '../update/update';
import { Doc } from '../common/values';
import { collName, CommandContext, typed, typedField } from './context';
import { byOperators, insertUpserted, replaceDoc } from './write-batch';

export async function findAndModify(engine: Engine, cmd: Doc, ctx: CommandContext, key: string): Promise<Doc> {
  const name = collName(cmd, key);
  const pending: Entry[] = [];
  const projectOne = compileProjection(cmd.fields ?? cmd.projection, cmd.query);
  const value = (e: DocEntry | undefined) => (e ? typed(projectOne(e)) : null);
  try {
    if (cmd.remove && cmd.update !== undefined) throw failedToParse('Cannot specify both an update and remove=true');
    if (!cmd.remove && cmd.update === undefined) throw failedToParse('Either an update or remove=true must be specified');
    if (cmd.remove && cmd.new) throw failedToParse('Cannot specify both new=true and remove=true; \'remove\' always returns the deleted document');
    const c = engine.collection(ctx.db, name);
    const filter = cmd.query ?? {};
    const collation = operationCollation(cmd.collation, c?.collation);
    const [target] = findEntries(c, { filter, sort: cmd.sort, limit: 1, hint: cmd.hint, deadline: ctx.deadline, collation });
    if (cmd.remove) {
      if (!target) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
      c!.remove(target.id);
      pending.push(Engine.deleteEntry(c!.ns, target.doc._id, target));
      return { lastErrorObject: { n: 1 }, value: value(target), ok: 1 };
    }
    const u = validateUpdate(cmd.update);
    if (target) {
      const typedU = (typedField(ctx, undefined) as Doc | undefined)?.update;
      const { entry } = replaceDoc(c!, target, applyUpdate(target.doc, u, false, cmd.arrayFilters, { filter, raw: target.raw }), pending, typedU, cmd.bypassDocumentValidation === true, byOperators(u));
      return { lastErrorObject: { n: 1, updatedExisting: true }, value: value(cmd.new ? entry : target), ok: 1 };
    }
    if (cmd.upsert) {
      const coll = engine.ensureCollection(ctx.db, name, pending);
      const entry = insertUpserted(coll, filter, u, cmd.arrayFilters, pending, (typedField(ctx, undefined) as Doc | undefined)?.update, cmd.bypassDocumentValidation === true);
      return { lastErrorObject: { n: 1, updatedExisting: false, upserted: entry.doc._id }, value: cmd.new ? value(entry) : null, ok: 1 };
    }
    return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  } finally {
    await engine.commit(pending);
  }
}
