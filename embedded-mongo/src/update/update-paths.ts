/**
 * How update operators walk a document path, as mongod: objects and numeric indexes into arrays only (no implicit
 * array traversal). An operator that creates its field (e.g. $set, $inc, $push) cannot go through an array with a
 * field name, nor through a scalar: mongod's PathNotViable (code 28).
 */
import { BSON } from 'bson';
import { CommandError } from '../common/errors';
import { Doc, isPlainObject } from '../common/values';

const isIndex = (p: string) => /^\d+$/.test(p);

type PathLookup =
  | { kind: 'found'; value: unknown }
  | { kind: 'missing' } // can be created from the last existing container
  | { kind: 'blocked'; at: number; holder: unknown }; // parts[at] cannot be created in holder (the value of parts[at - 1])

/** Follows `parts` through objects and array indexes. */
export function lookupPath(doc: Doc, parts: string[]): PathLookup {
  let cur: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (isPlainObject(cur)) {
      if (!Object.prototype.hasOwnProperty.call(cur, p)) return { kind: 'missing' };
      cur = cur[p];
    } else if (Array.isArray(cur) && isIndex(p)) {
      if (Number(p) >= cur.length) return { kind: 'missing' };
      cur = cur[Number(p)];
    } else return { kind: 'blocked', at: i, holder: cur };
  }
  return { kind: 'found', value: cur };
}

/**
 * Throws mongod's PathNotViable when `path` cannot be created in `doc`. Paths with `$[...]` parts are checked up
 * to that part. `raw` (the stored bytes of doc) renders the element with its exact BSON types, as mongod prints it.
 */
export function checkCreatable(doc: Doc, path: string, raw?: Uint8Array): void {
  let parts = path.split('.');
  const dynamic = parts.findIndex((p) => p.startsWith('$['));
  if (dynamic === 0) return;
  if (dynamic > 0) parts = parts.slice(0, dynamic);
  const r = lookupPath(doc, parts);
  if (r.kind !== 'blocked') return;
  let holder = r.holder;
  if (raw) {
    const typed = lookupPath(BSON.deserialize(raw, { promoteValues: false, promoteBuffers: false }) as Doc, parts.slice(0, r.at));
    if (typed.kind === 'found') holder = typed.value;
  }
  throw new CommandError(28, 'PathNotViable', `Cannot create field '${parts[r.at]}' in element {${parts[r.at - 1]}: ${bsonText(holder)}}`);
}

/** A value the way mongod prints BSON in messages (BSONElement::toString). */
function bsonText(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
      return Number.isInteger(v) && Math.abs(v) <= 2147483647 ? String(v) : doubleText(v);
    case 'boolean':
      return String(v);
    case 'bigint':
      return String(v);
  }
  if (Array.isArray(v)) return v.length ? `[ ${v.map(bsonText).join(', ')} ]` : '[]';
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v instanceof RegExp) return `/${v.source}/${v.flags}`;
  const o = v as any;
  switch (o._bsontype) {
    case 'Double':
      return doubleText(o.valueOf());
    case 'Int32':
    case 'Long':
      return o.toString();
    case 'Decimal128':
      return `NumberDecimal("${o.toString()}")`;
    case 'ObjectId':
    case 'ObjectID':
      return `ObjectId('${o.toHexString()}')`;
    case 'Timestamp':
      return `Timestamp(${o.high}, ${o.low})`;
    case 'Binary':
      return `BinData(${o.sub_type}, ${Buffer.from(o.buffer).toString('hex').toUpperCase()})`;
    case undefined: {
      const keys = Object.keys(o);
      return keys.length ? `{ ${keys.map((k) => `${k}: ${bsonText(o[k])}`).join(', ')} }` : '{}';
    }
  }
  return String(o.toString?.() ?? o._bsontype);
}

function doubleText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? `${n}.0` : String(n);
}
