import { BSON } from 'bson';
import { badValue, typeMismatch } from '../common/errors';
import { pathElements } from './paths';
import { Doc, isPlainObject } from '../common/values';

/** mongod's $type aliases (BSON type numbers). */
const ALIASES: Record<string, number> = {
  double: 1, string: 2, object: 3, array: 4, binData: 5, undefined: 6, objectId: 7, bool: 8, date: 9, null: 10,
  regex: 11, dbPointer: 12, javascript: 13, symbol: 14, javascriptWithScope: 15, int: 16, timestamp: 17, long: 18,
  decimal: 19, minKey: -1, maxKey: 127,
};
const VALID_CODES = new Set(Object.values(ALIASES));
const NUMBER_TYPES = [1, 16, 18, 19];

/** Parses a $type argument (alias, number or array of them) into a set of BSON type numbers, with mongod's errors. */
export function parseTypeSet(arg: unknown): Set<number> {
  const out = new Set<number>();
  for (const t of Array.isArray(arg) ? arg : [arg]) {
    const n = numeric(t);
    if (typeof t === 'string') {
      if (t === 'number') NUMBER_TYPES.forEach((x) => out.add(x));
      else if (t === 'missing') throw badValue("'missing' is not a legal type name. To query for non-existence of a field, use {$exists:false}.");
      else if (Object.prototype.hasOwnProperty.call(ALIASES, t)) out.add(ALIASES[t]);
      else throw badValue(`Unknown type name alias: ${t}`);
    } else if (n !== undefined) {
      if (!Number.isInteger(n)) throw badValue(`Invalid numerical type code: ${n}`);
      if (n === 0) throw badValue(`Invalid numerical type code: ${n}. Instead use {$exists:false}.`);
      if (!VALID_CODES.has(n)) throw badValue(`Invalid numerical type code: ${n}`);
      out.add(n);
    } else throw typeMismatch('type must be represented as a number or a string');
  }
  return out;
}

function numeric(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  const t = (v as any)?._bsontype;
  if (t === 'Int32' || t === 'Double' || t === 'Long' || t === 'Decimal128') return Number((v as any).toString());
  return undefined;
}

/**
 * BSON type number of a value. Exact for the typed decoding (promoteValues: false); for a promoted JS number
 * (int32 and double are both numbers there) an integer in int32 range counts as int, anything else as double.
 */
export function bsonTypeOf(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (v === null) return 10;
  switch (typeof v) {
    case 'number':
      return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 16 : 1;
    case 'bigint':
      return 18;
    case 'string':
      return 2;
    case 'boolean':
      return 8;
  }
  if (Array.isArray(v)) return 4;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  if (ArrayBuffer.isView(v)) return 5;
  switch ((v as any)._bsontype) {
    case 'Double': return 1;
    case 'Int32': return 16;
    case 'Long': return 18;
    case 'Decimal128': return 19;
    case 'ObjectId': case 'ObjectID': return 7;
    case 'Binary': return 5;
    case 'Timestamp': return 17;
    case 'BSONRegExp': return 11;
    case 'BSONSymbol': return 14;
    case 'Code': return (v as any).scope ? 15 : 13;
    case 'MinKey': return -1;
    case 'MaxKey': return 127;
    case 'DBRef': return 3;
    case undefined: return 3;
  }
  return undefined;
}

// ---------------------------------------------------------------- typed view of the document being matched

/**
 * The document under test (set by the compiled filter before each test) and, built on first use by $type only,
 * a map from each of its promoted objects/arrays to the same node of the typed decoding of its stored bytes.
 */
const current: { doc: Doc | undefined; raw: Uint8Array | undefined; typed: WeakMap<object, unknown> | undefined } = { doc: undefined, raw: undefined, typed: undefined };

export function setMatchSubject(doc: Doc, raw: Uint8Array | undefined): void {
  if (current.doc === doc) return;
  current.doc = doc;
  current.raw = raw;
  current.typed = undefined;
}

function typedNode(node: unknown): unknown {
  if (!current.raw || node === null || typeof node !== 'object') return undefined;
  if (!current.typed) {
    const map = new WeakMap<object, unknown>();
    pair(current.doc, BSON.deserialize(current.raw, { promoteValues: false, promoteBuffers: false }), map);
    current.typed = map;
  }
  return current.typed.get(node);
}

function pair(p: unknown, t: unknown, map: WeakMap<object, unknown>): void {
  if (Array.isArray(p) && Array.isArray(t)) {
    map.set(p, t);
    p.forEach((x, i) => pair(x, t[i], map));
  } else if (isPlainObject(p) && isPlainObject(t)) {
    map.set(p, t);
    for (const k of Object.keys(p)) pair(p[k], t[k], map);
  }
}

/** mingo query operator: $type with mongod's aliases, exact numeric types and array semantics. */
export function $type(selector: string, value: unknown): (o: Doc) => boolean {
  const types = parseTypeSet(value);
  return (o) => {
    const base = typedNode(o) ?? o;
    return pathElements(base, selector, true).some((e) => {
      const t = bsonTypeOf(e.value);
      return t !== undefined && types.has(t);
    });
  };
}

const NAMES = new Map(Object.entries(ALIASES).map(([name, n]) => [n, name]));

/** mongod's name of a value's BSON type, as in its error messages ("string", "int", "object", ...). */
export function typeName(v: unknown): string {
  const t = bsonTypeOf(v);
  return t === undefined ? 'missing' : NAMES.get(t)!;
}
