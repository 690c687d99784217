import { Long } from 'bson';
import { DocEntry } from '../storage/doc-entry';
import { groupByCollation, operationCollation } from '../common/collation';
import { maxTimeExpired } from '../common/deadline';
import { badValue, cursorNotFound, typeMismatch } from '../common/errors';
import { countMatching, findEntries } from '../query/find';
import { compileProjection } from '../query/projection';
import { explainCommand } from './explain';
import { compileTextScoreProjection } from '../query/text/find';
import { checkTextScoreAvailable, hasText } from '../query/text/search';
import { encodeCursorReply } from './cursor-reply';
import { Doc, getPath, isPlainObject, keyOf } from '../common/values';
import { collName, CommandContext, CommandServices, cursorReply, Handlers, num } from './context';
import { aggregate } from './aggregate';

function find(s: CommandServices, cmd: Doc, ctx: CommandContext): Buffer {
  const name = collName(cmd, 'find');
  if (cmd.filter !== undefined && !isPlainObject(cmd.filter)) throw typeMismatch(`"filter" had the wrong type. Expected object, found ${typeof cmd.filter}`);
  const limitRaw = num(cmd.limit) ?? 0;
  const skip = num(cmd.skip) ?? 0;
  if (skip < 0) throw badValue('skip value must be non-negative');
  if (limitRaw < 0) throw badValue('limit value must be non-negative');
  const c = s.engine.collection(ctx.db, name);
  const collation = operationCollation(cmd.collation, c?.collation);
  checkTextScoreAvailable(cmd.filter, cmd.projection, cmd.sort);
  const textScores = hasText(cmd.filter) ? new Map<DocEntry, number>() : undefined;
  const projectScored = textScores ? compileTextScoreProjection(cmd.projection, undefined) : undefined;
  const projectOne = projectScored
    ? (e: DocEntry) => projectScored(e, textScores!.get(e) ?? 0)
    : compileProjection(cmd.projection, cmd.filter);
  const deadline = ctx.deadline;
  const entries = findEntries(c, { filter: cmd.filter ?? {}, sort: cmd.sort, skip, limit: limitRaw, hint: cmd.hint, deadline, collation, textScores });
  const docs = deadline ? entries.map((e) => (deadline.tick(), projectOne(e))) : entries.map(projectOne);
  const single = !!cmd.singleBatch || (limitRaw > 0 && docs.length <= limitRaw && num(cmd.batchSize) === undefined && docs.length <= 101);
  return cursorReply(s.cursors, `${ctx.db}.${name}`, docs, cmd.batchSize, single, deadline);
}

function getMore(s: CommandServices, cmd: Doc, ctx: CommandContext): Buffer | Promise<Doc> {
  const id = Long.isLong(cmd.getMore) ? cmd.getMore : Long.fromNumber(Number(cmd.getMore));
  if (s.changeStreams.owns(id)) return s.changeStreams.getMore(cmd, ctx.connectionId);
  const timeLimited = s.cursors.isTimeLimited(id);
  if (timeLimited !== undefined) {
    // Cursors of this store are never awaitData (change streams have their own), so getMore's maxTimeMS is refused like mongod does.
    if (cmd.maxTimeMS !== undefined) throw badValue('cannot set maxTimeMS on getMore command for a non-awaitData cursor');
    // A cursor opened with maxTimeMS keeps its limit; its results are already computed, so only the fail point can expire it.
    if (timeLimited && s.failPoints.shouldFail('maxTimeAlwaysTimeOut')) {
      s.cursors.kill(id);
      throw maxTimeExpired();
    }
  }
  const res = s.cursors.getMore(id, num(cmd.batchSize));
  if (!res) throw cursorNotFound(`cursor id ${id.toString()} not found`);
  return encodeCursorReply('nextBatch', res.batch, res.id, res.ns);
}

function killCursors(s: CommandServices, cmd: Doc): Doc {
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of (cmd.cursors ?? []) as unknown[]) {
    const id = Long.isLong(raw) ? raw : Long.fromNumber(Number(raw));
    (s.changeStreams.kill(id) || s.cursors.kill(id) ? killed : notFound).push(id);
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

function count(s: CommandServices, cmd: Doc, ctx: CommandContext): Doc {
  const name = collName(cmd, 'count');
  const c = s.engine.collection(ctx.db, name);
  const query = cmd.query ?? {};
  const skip = num(cmd.skip) ?? 0;
  const limit = Math.abs(num(cmd.limit) ?? 0);
  const collation = operationCollation(cmd.collation, c?.collation);
  if (!c) return { n: 0, ok: 1 };
  const n = Math.max(0, countMatching(c, query, cmd.hint, ctx.deadline, collation) - skip);
  return { n: limit ? Math.min(n, limit) : n, ok: 1 };
}

function distinct(s: CommandServices, cmd: Doc, ctx: CommandContext): Doc {
  const name = collName(cmd, 'distinct');
  if (typeof cmd.key !== 'string') throw typeMismatch('"key" had the wrong type. Expected string');
  const c = s.engine.collection(ctx.db, name);
  const collation = operationCollation(cmd.collation, c?.collation);
  const seen = new Map<string, unknown>();
  for (const e of findEntries(c, { filter: cmd.query ?? {}, deadline: ctx.deadline, collation })) {
    const v = getPath(e.doc, cmd.key);
    for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined && !seen.has(keyOf(x))) seen.set(keyOf(x), x);
  }
  // Under a collation, values it calls equal are one (the first seen), listed in the collation's order as mongod does.
  if (collation) return { values: groupByCollation([...seen.values()], (x) => x, collation).map((g) => g.key).sort(collation.compareValues), ok: 1 };
  return { values: [...seen.values()], ok: 1 };
}

/** Queries and their cursors: find, getMore, killCursors, count, distinct, aggregate and explain. */
export function readHandlers(s: CommandServices): Handlers {
  return {
    find: (cmd, ctx) => find(s, cmd, ctx),
    getMore: (cmd, ctx) => getMore(s, cmd, ctx),
    killCursors: (cmd) => killCursors(s, cmd),
    count: (cmd, ctx) => count(s, cmd, ctx),
    distinct: (cmd, ctx) => distinct(s, cmd, ctx),
    aggregate: (cmd, ctx) => aggregate(s, cmd, ctx),
    explain: (cmd, ctx) => explainCommand(s.engine, cmd, ctx.db),
  };
}
