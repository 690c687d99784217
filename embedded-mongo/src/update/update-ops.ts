/**
 * Update operators where mingo differs from mongod: $pull conditions, $pull / $pullAll on missing or non-array
 * fields, $currentDate values, and the PathNotViable check of operators that create their field. Each hands the
 * actual path walking (including `$[]` / `$[<id>]`) to mingo's updater.
 */
import { update as mingoUpdate } from 'mingo/updater';
import { initOptions } from 'mingo/core';
import { Timestamp } from 'bson';
import { badValue } from '../common/errors';
import { makeQuery, queryContext } from '../query/match-operators';
import { typeName } from '../query/type-match';
import { checkCreatable, lookupPath } from './update-paths';
import { Doc, isPlainObject } from '../common/values';

/** Operators that create the field they write (mongod checks their paths for viability). */
const CREATING = new Set(['$set', '$inc', '$mul', '$min', '$max', '$push', '$addToSet', '$currentDate', '$bit']);

/** Query operators that make a $pull condition apply to the element itself rather than to its fields. */
const PATH_ACCEPTING = new Set([
  '$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$type', '$size', '$all', '$elemMatch',
  '$regex', '$options', '$mod', '$not', '$bitsAllSet', '$bitsAllClear', '$bitsAnySet', '$bitsAnyClear',
]);

/** Matches an array element that is a document satisfying the query (mongod's $pull with a document condition). */
const $__pullDocument = (selector: string, value: Doc) => {
  const q = makeQuery(value);
  return (o: Doc) => isPlainObject(o[selector]) && q.test(o[selector]);
};

const UPDATE_OPTIONS = {
  cloneMode: 'none',
  queryOptions: initOptions({ context: queryContext({ $__pullDocument }) }),
};

// ---------------------------------------------------------------- parse-time checks

/** Argument checks mongod makes when it parses the update, before any document is touched. */
export function checkOperatorArguments(u: Doc): void {
  if (isPlainObject(u.$currentDate)) for (const spec of Object.values(u.$currentDate)) currentDateIsDate(spec);
  if (isPlainObject(u.$pullAll)) {
    for (const v of Object.values(u.$pullAll)) if (!Array.isArray(v)) throw badValue(`$pullAll requires an array argument but was given a ${typeName(v)}`);
  }
}

/** true for a date, false for a timestamp; mongod's errors for anything else. */
function currentDateIsDate(spec: unknown): boolean {
  if (typeof spec === 'boolean') return true;
  if (!isPlainObject(spec)) {
    throw badValue(`${typeName(spec)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`);
  }
  let isDate: boolean | undefined;
  for (const [k, v] of Object.entries(spec)) {
    if (k !== '$type') throw badValue(`Unrecognized $currentDate option: ${k}`);
    if (v === 'date') isDate = true;
    else if (v === 'timestamp') isDate = false;
  }
  if (isDate === undefined) throw badValue("The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}");
  return isDate;
}

// ---------------------------------------------------------------- apply

let lastTimestamp = { t: 0, i: 0 };

/** A timestamp like mongod's logical clock: seconds, and an increment that orders timestamps within one second. */
function nextTimestamp(): Timestamp {
  const t = Math.floor(Date.now() / 1000);
  lastTimestamp = t > lastTimestamp.t ? { t, i: 1 } : { t: lastTimestamp.t, i: lastTimestamp.i + 1 };
  return new Timestamp({ t: lastTimestamp.t, i: lastTimestamp.i });
}

/** Applies one update operator to `doc` in place. `raw` (stored bytes of the original) only renders error messages. */
export function applyOperator(doc: Doc, op: string, fields: Doc, arrayFilters: Doc[] | undefined, raw?: Uint8Array): void {
  if (CREATING.has(op)) for (const path of Object.keys(fields)) checkCreatable(doc, path, raw);
  let mingoOp = op;
  let expr = fields;
  if (op === '$currentDate') {
    const now = new Date();
    mingoOp = '$set';
    expr = {};
    for (const [path, spec] of Object.entries(fields)) expr[path] = currentDateIsDate(spec) ? now : nextTimestamp();
  } else if (op === '$pull' || op === '$pullAll') {
    expr = {};
    for (const [path, cond] of Object.entries(fields)) {
      if (!arrayAt(doc, path, op)) continue;
      expr[path] = op === '$pull' ? pullCondition(cond) : cond;
    }
    if (!Object.keys(expr).length) return;
  }
  mingoUpdate(doc, { [mingoOp]: expr } as never, arrayFilters, undefined, UPDATE_OPTIONS as never);
}

/** Whether a $pull / $pullAll path leads to an array: a missing field is a no-op, a non-array an error. */
function arrayAt(doc: Doc, path: string, op: string): boolean {
  const parts = path.split('.');
  if (parts.some((p) => p.startsWith('$['))) return true; // per-element paths: left to mingo
  const r = lookupPath(doc, parts);
  if (r.kind !== 'found') return false;
  if (!Array.isArray(r.value)) throw badValue(`Cannot apply ${op} to a non-array value`);
  return true;
}

/**
 * mongod applies a $pull condition whose first field is a query operator on a path (e.g. {$gte: 3}) to the
 * element itself, and any other document condition (e.g. {$or: [...]}, {x: 1}) as a query on document elements.
 */
function pullCondition(cond: unknown): unknown {
  if (!isPlainObject(cond)) return cond;
  const first = Object.keys(cond)[0];
  if (first !== undefined && PATH_ACCEPTING.has(first)) return cond;
  return { $__pullDocument: cond };
}
