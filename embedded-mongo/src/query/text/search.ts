import type { Collection } from '../../storage/collection';
import type { DocEntry } from '../../storage/doc-entry';
import { badValue, CommandError, indexNotFound } from '../../common/errors';
import { compareValues, Doc, isPlainObject, sortKey } from '../../common/values';
import { phraseMatches, tokenize } from '../../storage/text/language';
import { parseTextParams, parseTextQuery, TextQuery } from './query';
import type { TextIndex } from '../../storage/text/text-index';

const noPlan = (ns: string, reason: string) =>
  new CommandError(291, 'NoQueryExecutionPlans', `error processing query: ns=${ns} planner returned error :: caused by :: ${reason}`);
export const textScoreUnavailable = () => new CommandError(40218, 'Location40218', 'query requires text score metadata, but it is not available');

/**
 * Cheap test run on every find: does the filter hold a $text (at the top, or under $and/$or/$nor)? Refuses a $text
 * below a field ($elemMatch, $not), as mongod's parser does.
 */
export function hasText(filter: Doc | undefined): boolean {
  if (!filter) return false;
  let found = false;
  for (const k in filter) {
    const v = filter[k];
    if (k === '$text') found = true;
    else if (k === '$and' || k === '$or' || k === '$nor') {
      if (Array.isArray(v)) for (const f of v) if (isPlainObject(f) && hasText(f)) found = true;
    } else if (isPlainObject(v)) {
      if (v.$text !== undefined || (isPlainObject(v.$not) && v.$not.$text !== undefined)) throw badValue('unknown operator: $text');
      if (isPlainObject(v.$elemMatch) && hasTextBelow(v.$elemMatch)) throw badValue('$text can only be applied to the top-level document');
    }
  }
  return found;
}

const hasTextBelow = (f: Doc): boolean => {
  try {
    return hasText(f);
  } catch {
    return true;
  }
};

/** True for {$meta: 'textScore'}. */
export const isTextScoreMeta = (v: unknown): boolean => isPlainObject(v) && Object.keys(v).length === 1 && v.$meta === 'textScore';

/** Where the single $text of a filter is: under $or (with the $or branches it competes with) or at the top. */
interface TextLocation {
  params: unknown;
  /** The $or arrays on the way to the $text (empty when the $text is ANDed with the rest of the filter). */
  ors: Doc[][];
}

function locateText(filter: Doc): TextLocation {
  const found: TextLocation[] = [];
  const walk = (node: Doc, ors: Doc[][], inNor: boolean) => {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$text') {
        if (inNor) throw badValue('text expression not allowed in nor');
        found.push({ params: v, ors });
      } else if ((k === '$and' || k === '$or' || k === '$nor') && Array.isArray(v)) {
        for (const child of v) if (isPlainObject(child)) walk(child, k === '$or' ? [...ors, v] : ors, inNor || k === '$nor');
      }
    }
  };
  walk(filter, [], false);
  if (found.length > 1) throw badValue('Too many text expressions');
  return found[0];
}

/** Equality on a top-level (or $and-ed) field, as a text index prefix needs. */
function hasEquality(filter: Doc, field: string): boolean {
  if (Object.prototype.hasOwnProperty.call(filter, field)) {
    const v = filter[field];
    if (!isPlainObject(v) || Object.keys(v).every((k) => !k.startsWith('$')) || (Object.keys(v).length === 1 && '$eq' in v)) return true;
  }
  return Array.isArray(filter.$and) && filter.$and.some((f: unknown) => isPlainObject(f) && hasEquality(f, field));
}

const INDEXABLE_OPS = new Set(['$eq', '$gt', '$gte', '$lt', '$lte', '$in', '$regex', '$elemMatch', '$type', '$all']);

/** Whether an $or branch could be answered from an index (mongod refuses $text under $or otherwise). */
function branchIndexed(coll: Collection, branch: Doc): boolean {
  if (branch.$text !== undefined) return true;
  const leading = new Set<string>();
  for (const ix of coll.indexes.values()) if (!ix.text && !ix.sparse && !ix.spec.partialFilterExpression) leading.add(Object.keys(ix.spec.key)[0]);
  for (const [k, v] of Object.entries(branch)) {
    if (k === '$and' && Array.isArray(v) && v.some((b) => isPlainObject(b) && branchIndexed(coll, b))) return true;
    if (k === '$or' && Array.isArray(v) && v.every((b) => isPlainObject(b) && branchIndexed(coll, b))) return true;
    if (k.startsWith('$') || !leading.has(k)) continue;
    if (!isPlainObject(v) || Object.keys(v).some((op) => INDEXABLE_OPS.has(op) || !op.startsWith('$'))) return true;
  }
  return false;
}

function textIndexOf(coll: Collection): TextIndex | undefined {
  for (const ix of coll.indexes.values()) if (ix.text) return ix.text;
  return undefined;
}

/** mongod's TEXT_MATCH stage: case/diacritic-sensitive terms, negated terms and phrases, checked on the document. */
function textMatches(index: TextIndex, q: TextQuery, doc: Doc): boolean {
  const sensitive = q.caseSensitive || q.diacriticSensitive;
  const needNegations = q.negatedTerms.size > 0;
  if (!sensitive && !needNegations && !q.positivePhrases.length && !q.negatedPhrases.length) return true;
  const elements = index.elements(doc);
  if (sensitive || needNegations) {
    let positive = !sensitive;
    for (const el of elements) {
      for (const t of tokenize(el.text, el.language, { caseSensitive: q.caseSensitive, diacriticSensitive: q.diacriticSensitive })) {
        if (q.negatedTerms.has(t)) return false;
        if (q.positiveTerms.has(t)) positive = true;
      }
    }
    if (!positive) return false;
  }
  const phraseIn = (p: string) => elements.some((el) => phraseMatches(p, el.text, q.caseSensitive, q.diacriticSensitive));
  return q.positivePhrases.every(phraseIn) && !q.negatedPhrases.some(phraseIn);
}

/** The filter with its $text replaced: dropped when ANDed, or pinned to the matching ids when under $or. */
function replaceText(node: Doc, ids: unknown[] | undefined): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$text') {
      if (ids) out.$and = [...(out.$and ?? []), { _id: { $in: ids } }];
    } else if ((k === '$and' || k === '$or' || k === '$nor') && Array.isArray(v)) {
      out[k] = [...(out[k] ?? []), ...v.map((c) => (isPlainObject(c) && hasText(c) ? replaceText(c, ids) : c))];
    } else out[k] = v;
  }
  return out;
}

interface TextSearchResult {
  /** Every document that passed the text stage, with its score; the rest of the filter is still to be applied. */
  scores: Map<DocEntry, number>;
  /** The filter left to apply, with the $text taken out (under $or: replaced by the matching _ids). */
  residual: Doc;
  /** Under $or the candidates are all documents; otherwise only the scored ones. */
  candidates: Iterable<DocEntry>;
}

/** Runs the $text part of a filter through the collection's text index, with mongod's refusals. */
export function runTextSearch(coll: Collection, filter: Doc): TextSearchResult {
  const loc = locateText(filter);
  const index = textIndexOf(coll);
  if (!index) throw indexNotFound('text index required for $text query');
  const query = parseTextQuery(parseTextParams(loc.params), index.defaultLanguage);
  for (const branches of loc.ors)
    if (!branches.every((b) => isPlainObject(b) && branchIndexed(coll, b)))
      throw noPlan(coll.ns, 'Failed to produce a solution for TEXT under OR - other non-TEXT clauses under OR have to be indexed as well.');
  if (index.prefixFields.some((f) => !hasEquality(filter, f)))
    throw noPlan(coll.ns, 'failed to use text index to satisfy $text query (if text index is compound, are equality predicates given for all prefix fields?)');
  const scores = new Map<DocEntry, number>();
  for (const [id, score] of index.candidates(query.termsForBounds)) {
    const e = coll.docs.get(id);
    if (e && textMatches(index, query, e.doc)) scores.set(e, score);
  }
  if (!loc.ors.length) return { scores, residual: replaceText(filter, undefined), candidates: scores.keys() };
  const ids = [...scores.keys()].map((e) => e.doc._id);
  return { scores, residual: replaceText(filter, ids), candidates: coll.docs.values() };
}

/** A comparator for a sort that may hold {$meta: 'textScore'} keys (highest score first), then insertion order. */
export function textSortComparator(sort: Doc | undefined, scoreOf: (e: DocEntry) => number): ((a: DocEntry, b: DocEntry) => number) | null {
  if (!isPlainObject(sort) || !Object.keys(sort).length) return null;
  const keys = Object.entries(sort).map(([path, d]) => {
    if (isTextScoreMeta(d)) return { path, meta: true, dir: -1 as const };
    const n = typeof d === 'number' ? d : Number(d?.toString?.() ?? d);
    return { path, meta: false, dir: (n < 0 ? -1 : 1) as 1 | -1 };
  });
  return (a, b) => {
    for (const k of keys) {
      const c = k.meta ? scoreOf(a) - scoreOf(b) : compareValues(sortKey(a.doc, k.path, k.dir), sortKey(b.doc, k.path, k.dir));
      if (c) return c * k.dir;
    }
    return a.seq - b.seq;
  };
}

/** Refuses {$meta: 'textScore'} in a sort or projection of a query without $text, like mongod. */
export function checkTextScoreAvailable(filter: Doc | undefined, projection: Doc | undefined, sort: Doc | undefined): void {
  const wants = [projection, sort].some((o) => isPlainObject(o) && Object.values(o).some(isTextScoreMeta));
  if (wants && !hasText(filter)) throw textScoreUnavailable();
}

