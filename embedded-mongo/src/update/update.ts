import { Aggregator } from 'mingo';
import { BSON, Double, Int32, Long, ObjectId } from 'bson';
import { CommandError, badValue, failedToParse, immutableField } from '../common/errors';
import { checkPositionalPaths, resolvePositional } from './positional';
import { applyOperator, checkOperatorArguments } from './update-ops';
import { Doc, deepEqual, isPlainObject, keyOf } from '../common/values';

const UPDATE_OPERATORS = new Set([
  '$set', '$unset', '$inc', '$mul', '$min', '$max', '$rename', '$push', '$pull', '$pullAll',
  '$addToSet', '$pop', '$currentDate', '$bit', '$setOnInsert',
]);

type UpdateSpec = Doc | Doc[];

export function isOperatorUpdate(u: UpdateSpec): boolean {
  return !Array.isArray(u) && Object.keys(u).some((k) => k.startsWith('$'));
}

export function validateUpdate(u: unknown): UpdateSpec {
  if (Array.isArray(u)) return u as Doc[];
  if (!isPlainObject(u)) throw failedToParse('Update argument must be either an object or an array');
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length && ops.length !== keys.length) throw failedToParse(`Unknown modifier: ${keys.find((k) => !k.startsWith('$'))}. Expected a valid update modifier or pipeline-style update specified as an array`);
  for (const op of ops) {
    if (!UPDATE_OPERATORS.has(op)) throw failedToParse(`Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    if (!isPlainObject(u[op])) throw failedToParse(`Modifiers operate on fields but we found type ${typeof u[op]} instead. For example: {$mod: {<field>: ...}} not {${op}: ${JSON.stringify(u[op])}}`);
  }
  checkPositionalPaths(u);
  checkOperatorArguments(u);
  return u;
}

const clone = (d: Doc): Doc => structuredCloneBson(d);

function structuredCloneBson(v: any): any {
  if (Array.isArray(v)) return v.map(structuredCloneBson);
  if (isPlainObject(v)) {
    const o: Doc = {};
    for (const k of Object.keys(v)) o[k] = structuredCloneBson(v[k]);
    return o;
  }
  if (v instanceof Date) return new Date(v.getTime());
  return v; // BSON values and primitives are treated as immutable
}

/** What the update was matched with: the filter (for the positional `$`) and the stored bytes (for error messages). */
interface UpdateTarget {
  filter?: Doc;
  raw?: Uint8Array;
}

/** Applies an update to a copy of `doc`. `inserting` enables $setOnInsert (and leaves `$` without a match). */
export function applyUpdate(doc: Doc, u: UpdateSpec, inserting: boolean, arrayFilters?: Doc[], target: UpdateTarget = {}): Doc {
  if (Array.isArray(u)) {
    try {
      const out = new Aggregator(u).run([clone(doc)])[0] as Doc;
      return out;
    } catch (e) {
      throw badValue((e as Error).message);
    }
  }
  if (!isOperatorUpdate(u)) {
    const out: Doc = {};
    if (doc._id !== undefined) out._id = doc._id;
    for (const k of Object.keys(u)) if (k !== '_id') out[k] = u[k];
    if (u._id !== undefined && doc._id === undefined) out._id = u._id;
    if (u._id !== undefined && doc._id !== undefined && keyOf(u._id) !== keyOf(doc._id)) throw idChanged();
    return out;
  }
  const out = clone(doc);
  const resolved = resolvePositional(u, inserting ? undefined : target.filter, doc);
  for (const [op, expr] of Object.entries(resolved)) {
    if (op === '$setOnInsert') {
      if (inserting) run(out, '$set', expr, arrayFilters, target.raw);
      continue;
    }
    run(out, op, expr, arrayFilters, target.raw);
  }
  return out;
}

function run(doc: Doc, op: string, expr: Doc, arrayFilters?: Doc[], raw?: Uint8Array): void {
  try {
    applyOperator(doc, op, expr, arrayFilters, raw);
  } catch (e) {
    if (e instanceof CommandError) throw e;
    throw badValue((e as Error).message);
  }
}

export function idChanged(): Error {
  return immutableField(`Performing an update on the path '_id' would modify the immutable field '_id'`);
}

/** Base document of an upsert: the equality fields of the query (dotted paths expanded), like mongod. */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const addEq = (f: Doc) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) {
        v.forEach((x) => isPlainObject(x) && addEq(x));
        continue;
      }
      if (k.startsWith('$')) continue;
      let value: any;
      if (isPlainObject(v)) {
        const keys = Object.keys(v);
        if (keys.length && keys.every((x) => x.startsWith('$'))) {
          if ('$eq' in v) value = v.$eq;
          else continue;
        } else value = v;
      } else if (v instanceof RegExp) continue;
      else value = v;
      setPath(seed, k, value);
    }
  };
  addEq(filter);
  return seed;
}

function setPath(doc: Doc, path: string, value: any): void {
  const parts = path.split('.');
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!isPlainObject(cur[parts[i]])) cur[parts[i]] = {};
    cur = cur[parts[i]];
  }
  cur[parts[parts.length - 1]] = value;
}

/** Puts _id first (generating an ObjectId when missing), as mongod stores it. */
export function withIdFirst(doc: Doc): Doc {
  if (Array.isArray(doc._id)) throw badValue(`The '_id' value cannot be of type array`);
  if (doc._id instanceof RegExp) throw badValue(`can't use a regex for _id`);
  const id = doc._id === undefined ? new ObjectId() : doc._id;
  const out: Doc = { _id: id };
  for (const k of Object.keys(doc)) if (k !== '_id') out[k] = doc[k];
  return out;
}

/**
 * Serializes an updated document, keeping the exact numeric BSON types (double/int64) of values that were
 * not changed and keeping a double/int64 field's type when arithmetic changed its value.
 */
export function serializeUpdated(newDoc: Doc, oldRaw: Uint8Array | undefined, typedUpdate?: UpdateSpec, inserting = false): Uint8Array {
  const old = oldRaw ? (BSON.deserialize(oldRaw, { promoteValues: false, promoteBuffers: false }) as Doc) : {};
  const out = retype(newDoc, old);
  overlayTypedValues(out, typedUpdate, inserting);
  return BSON.serialize(out);
}

/**
 * Values written by $set / $setOnInsert / a replacement keep the exact BSON type the client sent (e.g. a Double 1.0,
 * which the promoted form would store as an int32).
 */
function overlayTypedValues(out: Doc, u: UpdateSpec | undefined, inserting: boolean): void {
  if (!u || Array.isArray(u)) return;
  const setIfPresent = (path: string, value: any) => {
    const parts = path.split('.');
    let cur: any = out;
    for (let i = 0; i < parts.length - 1; i++) {
      cur = cur?.[parts[i]];
      if (!isPlainObject(cur)) return; // arrays / positional paths: keep the computed value
    }
    const last = parts[parts.length - 1];
    if (cur && Object.prototype.hasOwnProperty.call(cur, last)) cur[last] = value;
  };
  if (!isOperatorUpdate(u)) {
    for (const k of Object.keys(u)) if (k !== '_id') setIfPresent(k, u[k]);
    return;
  }
  for (const op of inserting ? ['$set', '$setOnInsert'] : ['$set']) {
    const fields = u[op];
    if (isPlainObject(fields)) for (const k of Object.keys(fields)) if (!k.includes('$')) setIfPresent(k, fields[k]);
  }
}

function retype(v: any, old: any): any {
  if (typeof v === 'number' && old && typeof old === 'object') {
    const t = old._bsontype;
    if (t === 'Double') return new Double(v);
    if (t === 'Long') return Number.isInteger(v) ? Long.fromNumber(v) : v;
    if (t === 'Int32') return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? new Int32(v) : Number.isInteger(v) && Number.isSafeInteger(v) ? Long.fromNumber(v) : v;
    return v;
  }
  if (Array.isArray(v)) return Array.isArray(old) && old.length === v.length ? v.map((x, i) => retype(x, old[i])) : v;
  if (isPlainObject(v)) {
    if (!isPlainObject(old)) return v;
    const out: Doc = {};
    for (const k of Object.keys(v)) out[k] = retype(v[k], old[k]);
    return out;
  }
  return v;
}

export { deepEqual };
