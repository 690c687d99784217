import { BSON } from 'bson';
import { DocEntry } from '../storage/doc-entry';
import { operationCollation } from '../common/collation';
import { failedToParse, typeMismatch } from '../common/errors';
import { countMatching, findEntries } from '../query/find';
import { prepareTextPipeline, withoutTextScore, withTextScore } from '../aggregate/text-score';
import { refuseWhereInPipeline } from '../query/where';
import { checkPipelineStages } from '../aggregate/pipeline-stages';
import { countShortcut, runStages } from '../aggregate/run-pipeline';
import { explainAggregate } from './explain';
import { assertNoLateChangeStream, isChangeStreamPipeline } from '../changes/change-stream-spec';
import { Doc, isPlainObject } from '../common/values';
import { collName, CommandContext, CommandServices, cursorReply, Reply } from './context';

/** The aggregate command: a leading $match goes through the query planner, the other stages through runStages. */
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
  const out = runStages(rest, input, {
    collation,
    deadline,
    collectionDocs: (name) => [...(engine.collection(ctx.db, name)?.docs.values() ?? [])].map((e) => e.doc),
  });
  return reply(out.map((d) => BSON.serialize(text.textFirst ? withoutTextScore(d) : d)));
}
