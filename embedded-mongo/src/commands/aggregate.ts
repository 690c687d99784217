import 'mingo/init/system';
import { Aggregator } from 'mingo';
import { BSON } from 'bson';
import { DocEntry } from '../storage/doc-entry';
import { operationCollation } from '../common/collation';
import { Deadline, isMaxTimeExpired } from '../common/deadline';
import { badValue, failedToParse, typeMismatch } from '../common/errors';
import { contextFor } from '../match-operators';
import { countMatching, findEntries } from '../query';
import { prepareTextPipeline, withoutTextScore, withTextScore } from '../text/aggregate';
import { refuseWhereInPipeline } from '../where';
import { checkPipelineStages } from '../pipeline-stages';
import { explainAggregate } from '../explain';
import { jsonSchemaValidator } from '../schema-filter';
import { assertNoLateChangeStream, isChangeStreamPipeline } from '../change-stream-spec';
import { Doc, isPlainObject } from '../common/values';
import { collName, CommandContext, CommandServices, cursorReply, Reply } from './context';

/**
 * mongoose's countDocuments sends [{$match}, {$group: {_id: 1, n: {$sum: 1}}}]; answer it without materializing
 * groups (the $match part already ran through the query planner).
 */
function countShortcut(rest: Doc[], count: () => number): Doc[] | undefined {
  if (rest.length !== 1 || !isPlainObject(rest[0].$group)) return undefined;
  const group = rest[0].$group;
  const keys = Object.keys(group);
  if (keys.length !== 2 || !('_id' in group)) return undefined;
  const id = group._id;
  if (!(id === null || typeof id === 'number' || typeof id === 'boolean')) return undefined;
  const field = keys.find((k) => k !== '_id')!;
  const acc = group[field];
  if (!isPlainObject(acc) || Object.keys(acc).length !== 1 || acc.$sum !== 1) return undefined;
  const matched = count();
  return matched ? [{ _id: id, [field]: matched }] : [];
}

/** The input documents of an aggregation, checking the time limit as the pipeline pulls them. */
function* withDeadline(docs: Doc[], deadline: Deadline): Generator<Doc> {
  for (const d of docs) {
    deadline.tick();
    yield d;
  }
}

const READ_ONLY_STAGES = ['$match', '$sort', '$skip', '$limit', '$count', '$group', '$project', '$sortByCount', '$facet'];

export function aggregate(s: CommandServices, cmd: Doc, ctx: CommandContext): Reply {
  const { engine } = s;
  const target = cmd.aggregate;
  if (!Array.isArray(cmd.pipeline)) throw typeMismatch("'pipeline' option must be specified as an array");
  if (cmd.explain) return explainAggregate(engine, cmd, ctx.db);
  if (cmd.cursor === undefined) throw failedToParse("The 'cursor' option is required, except for aggregate with the explain argument");
  const pipeline = cmd.pipeline as Doc[];
  if (isChangeStreamPipeline(pipeline)) return s.changeStreams.aggregate(cmd, ctx.db);
  assertNoLateChangeStream(pipeline);
  checkPipelineStages(pipeline);
  refuseWhereInPipeline(pipeline);
  const text = prepareTextPipeline(pipeline);
  let input: Doc[];
  let rest = pipeline;
  let ns: string;
  const deadline = ctx.deadline;
  const reply = (docs: Uint8Array[]) => cursorReply(s.cursors, ns, docs, cmd.cursor?.batchSize, false, deadline);
  const c = typeof target === 'string' ? engine.collection(ctx.db, collName(cmd, 'aggregate')) : undefined;
  const collation = operationCollation(cmd.collation, c?.collation);
  if (typeof target === 'string') {
    ns = `${ctx.db}.${target}`;
    const counted = pipeline.length === 2 && isPlainObject(pipeline[0].$match) ? countShortcut(pipeline.slice(1), () => countMatching(c, pipeline[0].$match, cmd.hint, deadline, collation)) : undefined;
    if (counted) return reply(counted.map((d) => BSON.serialize(d)));
    if (text.textFirst) {
      const scores = new Map<DocEntry, number>();
      input = findEntries(c, { filter: pipeline[0].$match, textScores: scores, deadline, collation }).map((e) => withTextScore(e.doc, scores.get(e) ?? 0));
      rest = text.rest;
    } else if (pipeline.length && isPlainObject(pipeline[0].$match)) {
      input = findEntries(c, { filter: pipeline[0].$match, hint: cmd.hint, deadline, collation }).map((e) => e.doc);
      rest = pipeline.slice(1);
    } else if (cmd.hint !== undefined) input = findEntries(c, { filter: {}, hint: cmd.hint }).map((e) => e.doc);
    else input = c ? [...c.docs.values()].map((e) => e.doc) : [];
  } else {
    ns = `${ctx.db}.$cmd.aggregate`;
    input = [];
  }
  const counted = countShortcut(rest, () => input.length);
  if (counted) return reply(counted.map((d) => BSON.serialize(d)));
  const readOnly = rest.every((st) => READ_ONLY_STAGES.includes(Object.keys(st)[0]));
  let out: Doc[];
  try {
    out = new Aggregator(rest, {
      processingMode: readOnly ? 0 : 1,
      context: contextFor(collation), // mongod's $type / $all / BinData ranges (and the collation) in later stages too
      jsonSchemaValidator,
      collectionResolver: (name: string) => [...(engine.collection(ctx.db, name)?.docs.values() ?? [])].map((e) => e.doc),
    } as never).run(deadline ? withDeadline(input, deadline) : input) as Doc[];
  } catch (e) {
    if (isMaxTimeExpired(e)) throw e;
    throw badValue((e as Error).message);
  }
  // Stages that hold every document (e.g. $sort, $group) cannot be interrupted inside mingo: check once at the end.
  deadline?.check();
  return reply(out.map((d) => BSON.serialize(text.textFirst ? withoutTextScore(d) : d)));
}
