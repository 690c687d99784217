import { CommandError } from '../common/errors';
import { Doc, isPlainObject, renderValue } from '../common/values';

const cannotCreateIndex = (msg: string) => new CommandError(67, 'CannotCreateIndex', msg);

/** mongod's BSON type name of a non-numeric expireAfterSeconds (for its error message). */
function typeName(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  const t = typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;
  if (t === 'ObjectId') return 'objectId';
  if (t === 'Binary') return 'binData';
  if (t === 'Timestamp') return 'timestamp';
  return t ? t.toLowerCase() : 'object';
}

/** The number in a BSON numeric value (int32, double, long, decimal), or undefined when it is not numeric. */
function numeric(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  const t = v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;
  if (t === 'Long' || t === 'Int32' || t === 'Double' || t === 'Decimal128') return Number(String(v));
  return undefined;
}

/** mongod's safeNumberLong: truncation, NaN -> 0, saturation at the int64 bounds. */
const safeLong = (n: number) => (Number.isNaN(n) ? 0 : Math.max(-(2 ** 63), Math.min(2 ** 63, Math.trunc(n))));

/** Renders an index spec as mongod prints a BSONObj in messages: `{ key: { x: 1 }, name: "x_1" }`. */
function renderSpec(spec: Doc): string {
  return renderValue(spec);
}

/**
 * Refuses TTL options mongod 7.0 refuses, with its codes and messages (createIndexes checks them on the index spec
 * as sent, before anything else): a non-numeric, NaN, non-int32 or negative expireAfterSeconds, and compound keys.
 */
export function validateTtlSpec(raw: Doc): void {
  if (!('expireAfterSeconds' in raw)) return;
  const value = raw.expireAfterSeconds;
  const spec = renderSpec(raw);
  const refuse = (reason: string) => cannotCreateIndex(`. Index spec: ${spec} :: caused by :: ${reason}`);
  const n = numeric(value);
  if (n === undefined) throw refuse(`TTL index 'expireAfterSeconds' option must be numeric, but received a type of '${typeName(value)}`);
  if (Number.isNaN(n)) throw refuse("TTL index 'expireAfterSeconds' option must not be NaN");
  const asLong = safeLong(n);
  const asInt = Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, asLong));
  if (asInt !== asLong) throw refuse("TTL index 'expireAfterSeconds' must be within the range of a 32-bit integer");
  if (asLong < 0) throw refuse("TTL index 'expireAfterSeconds' option cannot be less than 0");
  if (isPlainObject(raw.key) && Object.keys(raw.key).length !== 1)
    throw cannotCreateIndex(`TTL indexes are single-field indexes, compound indexes do not support TTL. Index spec: ${spec}`);
}

/** mongod refuses TTL (any option but the few an _id index has) on the {_id: 1} index. */
export function validateIdIndexTtl(spec: Doc): void {
  if (!('expireAfterSeconds' in spec) || !isPlainObject(spec.key)) return;
  const keys = Object.keys(spec.key);
  if (keys.length !== 1 || keys[0] !== '_id' || Number(spec.key._id) !== 1) return;
  throw new CommandError(
    197,
    'InvalidIndexSpecificationOption',
    `The field 'expireAfterSeconds' is not valid for an _id index specification. Specification: ${renderSpec(spec)}`,
  );
}

/** Seconds after which an index's documents expire, or undefined when the index is not a (valid) TTL index. */
export function ttlSecondsOf(spec: Doc): number | undefined {
  if (!('expireAfterSeconds' in spec)) return undefined;
  const n = numeric(spec.expireAfterSeconds);
  if (n === undefined || Number.isNaN(n)) return undefined;
  const s = safeLong(n);
  return s >= 0 && s <= 2 ** 31 - 1 ? s : undefined;
}

/** The earliest Date in a value (itself or the elements of an array); non-dates never expire. */
export function earliestDate(v: unknown): Date | undefined {
  if (v instanceof Date) return v;
  if (!Array.isArray(v)) return undefined;
  let best: Date | undefined;
  for (const x of v) if (x instanceof Date && (!best || x.getTime() < best.getTime())) best = x;
  return best;
}
