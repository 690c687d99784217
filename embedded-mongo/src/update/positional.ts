/**
 * The positional `$` update operator: `{$set: {'items.$.qty': 2}}` updates the array element the query matched.
 * Like mongod, the position is the array offset recorded while matching the filter (its "elemMatchKey"): the
 * outermost array traversed implicitly by the last top-level predicate (in filter order) that matched through an
 * array. $or / $nor / negations record nothing.
 */
import { badValue } from '../common/errors';
import { makeQuery } from '../query/match-operators';
import { pathElements } from '../query/paths';
import { Doc, isPlainObject } from '../common/values';

const NO_MATCH = 'The positional operator did not find the match needed from the query.';
const NO_KEY_OPERATORS = new Set(['$ne', '$nin', '$not', '$size', '$options']);

const isPositionalPart = (p: string) => p === '$';

/** Parse-time checks of update paths, as mongod: at most one `$`, never first. */
export function checkPositionalPaths(u: Doc): void {
  for (const [op, fields] of Object.entries(u)) {
    if (!op.startsWith('$') || !isPlainObject(fields)) continue;
    for (const path of Object.keys(fields)) {
      const parts = path.split('.');
      const count = parts.filter(isPositionalPart).length;
      if (count > 1) throw badValue(`Too many positional (i.e. '$') elements found in path '${path}'`);
      if (count === 1 && isPositionalPart(parts[0])) throw badValue(`Cannot have positional (i.e. '$') element in the first position in path '${path}'`);
    }
  }
}

function usesPositional(u: Doc): boolean {
  for (const fields of Object.values(u)) {
    if (isPlainObject(fields)) for (const path of Object.keys(fields)) if (path.split('.').some(isPositionalPart)) return true;
  }
  return false;
}

/**
 * The update with each `$` path part replaced by the position the filter matched in `doc` (unchanged when it has
 * none). Without a filter (an upsert inserting) or without a match position, a `$` path is mongod's BadValue.
 */
export function resolvePositional(u: Doc, filter: Doc | undefined, doc: Doc): Doc {
  if (!usesPositional(u)) return u;
  const position = filter ? matchedPosition(filter, doc) : undefined;
  if (position === undefined) throw badValue(NO_MATCH);
  const out: Doc = {};
  for (const [op, fields] of Object.entries(u)) {
    if (!isPlainObject(fields)) {
      out[op] = fields;
      continue;
    }
    const rewritten: Doc = {};
    for (const [path, v] of Object.entries(fields)) rewritten[path.split('.').map((p) => (isPositionalPart(p) ? String(position) : p)).join('.')] = v;
    out[op] = rewritten;
  }
  return out;
}

/** The array offset mongod records while matching `filter` against `doc` (which matches it). */
function matchedPosition(filter: Doc, doc: Doc): number | undefined {
  let position: number | undefined;
  for (const [k, v] of Object.entries(filter)) {
    let p: number | undefined;
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) p = matchedPosition(sub, doc) ?? p;
    } else if (k === '$or' && Array.isArray(v) && v.length === 1 && isPlainObject(v[0])) {
      p = matchedPosition(v[0], doc); // a one-clause $or is its clause
    } else if (!k.startsWith('$')) {
      p = fieldPosition(k, v, doc);
    }
    if (p !== undefined) position = p;
  }
  return position;
}

const isOperatorObject = (v: unknown): v is Doc => isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

function fieldPosition(path: string, cond: unknown, doc: Doc): number | undefined {
  if (!isOperatorObject(cond)) return leafPosition(path, cond, doc);
  let position: number | undefined;
  for (const [op, arg] of Object.entries(cond)) {
    if (NO_KEY_OPERATORS.has(op)) continue;
    let p: number | undefined;
    if (op === '$elemMatch' && isPlainObject(arg)) p = elemMatchPosition(path, arg, doc);
    else if (op === '$all' && Array.isArray(arg)) {
      for (const v of arg) p = (isPlainObject(v) && isPlainObject(v.$elemMatch) ? elemMatchPosition(path, v.$elemMatch, doc) : leafPosition(path, v, doc)) ?? p;
    } else p = leafPosition(path, op === '$regex' && '$options' in cond ? { $regex: arg, $options: cond.$options } : { [op]: arg }, doc);
    if (p !== undefined) position = p;
  }
  return position;
}

/** Offset of the first element the path reaches that matches cond (undefined if that element is not in an array). */
function leafPosition(path: string, cond: unknown, doc: Doc): number | undefined {
  const q = makeQuery({ v: cond });
  for (const e of pathElements(doc, path, true)) if (q.test({ v: e.value })) return e.offset;
  return undefined;
}

function elemMatchPosition(path: string, cond: Doc, doc: Doc): number | undefined {
  const q = makeQuery({ v: { $elemMatch: cond } });
  for (const e of pathElements(doc, path, false)) {
    if (!Array.isArray(e.value)) continue;
    for (let j = 0; j < e.value.length; j++) if (q.test({ v: [e.value[j]] })) return e.offset ?? j;
  }
  return undefined;
}
