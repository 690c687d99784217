import { CommandError } from '../common/errors';
import { Doc, isPlainObject } from '../common/values';
import { hasText, isTextScoreMeta, textScoreUnavailable } from '../query/text/search';

/** The field that carries each document's text score through the pipeline (removed from the results). */
const SCORE_FIELD = '__embeddedMongoTextScore';

const usesTextScore = (v: unknown): boolean =>
  isTextScoreMeta(v) || (Array.isArray(v) ? v.some(usesTextScore) : isPlainObject(v) && Object.values(v).some(usesTextScore));

function rewrite(v: unknown): unknown {
  if (isTextScoreMeta(v)) return '$' + SCORE_FIELD;
  if (Array.isArray(v)) return v.map(rewrite);
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const [k, x] of Object.entries(v)) out[k] = rewrite(x);
  return out;
}

function rewriteStage(stage: Doc): Doc {
  if (isPlainObject(stage.$sort)) {
    const sort: Doc = {};
    for (const [k, d] of Object.entries(stage.$sort)) {
      if (isTextScoreMeta(d)) sort[SCORE_FIELD] = -1;
      else sort[k] = d;
    }
    return { $sort: sort };
  }
  const out = rewrite(stage) as Doc;
  // The score is metadata in mongod: it outlives an inclusion $project.
  if (isPlainObject(out.$project)) {
    const p = out.$project;
    const exclusion = Object.keys(p).every((k) => k === '_id' || p[k] === 0 || p[k] === false);
    if (!exclusion) out.$project = { ...p, [SCORE_FIELD]: 1 };
  }
  return out;
}

/**
 * Checks where $text and {$meta: 'textScore'} appear in a pipeline (mongod: $text only in a first $match; scores only
 * after it) and rewrites the score references to a field each input document carries.
 */
export function prepareTextPipeline(pipeline: Doc[]): { textFirst: boolean; rest: Doc[] } {
  const textFirst = isPlainObject(pipeline[0]) && isPlainObject(pipeline[0].$match) && hasText(pipeline[0].$match);
  pipeline.forEach((stage, i) => {
    if ((i > 0 || !textFirst) && isPlainObject(stage) && isPlainObject(stage.$match) && hasText(stage.$match))
      throw new CommandError(17313, 'Location17313', '$match with $text is only allowed as the first pipeline stage');
  });
  const rest = pipeline.slice(textFirst ? 1 : 0);
  if (!rest.some(usesTextScore)) return { textFirst, rest };
  if (!textFirst) throw textScoreUnavailable();
  return { textFirst, rest: rest.map((s) => (isPlainObject(s) ? rewriteStage(s) : s)) };
}

export const withTextScore = (doc: Doc, score: number): Doc => ({ ...doc, [SCORE_FIELD]: score });

export function withoutTextScore(doc: Doc): Doc {
  if (!isPlainObject(doc) || !(SCORE_FIELD in doc)) return doc;
  const { [SCORE_FIELD]: _, ...rest } = doc;
  return rest;
}
