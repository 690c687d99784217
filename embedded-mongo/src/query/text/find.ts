import { BSON, Double } from 'bson';
import type { Collection } from '../../storage/collection';
import type { DocEntry } from '../../storage/doc-entry';
import { compileProjection } from '../projection';
import { compileFilter } from '../compile-filter';
import type { FindOptions } from '../find-options';
import { Doc, isPlainObject } from '../../common/values';
import { isTextScoreMeta, runTextSearch, textSortComparator } from './search';

/** findEntries for a filter holding $text: candidates from the text index, the rest of the filter, then sort/skip/limit. */
export function findTextEntries(coll: Collection, opts: FindOptions): DocEntry[] {
  const { scores, residual, candidates } = runTextSearch(coll, opts.filter);
  const test = compileFilter(residual);
  const out: DocEntry[] = [];
  for (const e of candidates) if (!test || test(e.doc)) out.push(e);
  const scoreOf = (e: DocEntry) => scores.get(e) ?? 0;
  out.sort(textSortComparator(opts.sort, scoreOf) ?? ((a, b) => a.seq - b.seq));
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  const result = limit ? out.slice(skip, skip + limit) : out.slice(skip);
  if (opts.textScores) for (const e of result) opts.textScores.set(e, scoreOf(e));
  return result;
}

/**
 * A find projection that may ask for {$meta: 'textScore'}, compiled once per query: the rest is projected as usual
 * (projection.ts), the scores appended.
 */
export function compileTextScoreProjection(projection: Doc | undefined, filter: Doc | undefined): (entry: DocEntry, score: number) => Uint8Array {
  const metaFields = isPlainObject(projection) ? Object.keys(projection).filter((k) => isTextScoreMeta(projection[k])) : [];
  if (!metaFields.length) {
    const projectOne = compileProjection(projection, filter);
    return (entry) => projectOne(entry);
  }
  const rest: Doc = {};
  for (const [k, v] of Object.entries(projection!)) if (!metaFields.includes(k)) rest[k] = v;
  const projectRest = compileProjection(rest, filter);
  return (entry, score) => {
    const doc = BSON.deserialize(projectRest(entry), { promoteValues: false, promoteBuffers: false }) as Doc;
    for (const f of metaFields) doc[f] = new Double(score);
    return BSON.serialize(doc);
  };
}
