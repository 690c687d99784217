import { ObjectId } from 'bson';

export type Doc = Record<string, any>;

const bsonType = (v: any): string | undefined =>
  v !== null && typeof v === 'object' && typeof v._bsontype === 'string' ? v._bsontype : undefined;

export const isObjectId = (v: unknown): v is ObjectId => bsonType(v) === 'ObjectId';

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  if (v instanceof Date || v instanceof RegExp || ArrayBuffer.isView(v)) return false;
  return bsonType(v) === undefined;
}

/** Canonical string of a value under MongoDB equality (1 == 1.0 == NumberLong(1)); used as hash-index key. */
export function keyOf(v: any): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'number':
      return 'n' + (Object.is(v, -0) ? 0 : v);
    case 'bigint':
      return 'n' + v.toString();
    case 'string':
      return 's' + JSON.stringify(v);
    case 'boolean':
      return v ? 'T' : 'F';
  }
  if (v instanceof Date) return 'd' + v.getTime();
  if (v instanceof RegExp) return 'r' + String(v);
  if (Array.isArray(v)) return '[' + v.map(keyOf).join(',') + ']';
  const t = bsonType(v);
  if (t === 'ObjectId') return 'o' + (v as ObjectId).toHexString();
  if (t === 'Long' || t === 'Decimal128' || t === 'Int32' || t === 'Double') return 'n' + Number(v.toString());
  if (t === 'Binary') return 'x' + Buffer.from(v.buffer).toString('base64') + ':' + v.sub_type;
  if (t) return t + ':' + JSON.stringify(v);
  if (ArrayBuffer.isView(v)) return 'x' + Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
  return '{' + Object.keys(v).map((k) => JSON.stringify(k) + ':' + keyOf(v[k])).join(',') + '}';
}

/** BSON canonical type order used by sort and comparison. */
function typeRank(v: any): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  if (Array.isArray(v)) return 6;
  const t = bsonType(v);
  switch (t) {
    case 'MinKey':
      return 1;
    case 'MaxKey':
      return 100;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case undefined:
      return ArrayBuffer.isView(v) ? 7 : 5;
    default:
      return 13;
  }
}

export function compareValues(a: any, b: any): number {
  const ta = typeof a;
  if (ta === typeof b && (ta === 'string' || ta === 'number')) return a < b ? -1 : a > b ? 1 : 0;
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 2:
    case 1:
    case 100:
      return 0;
    case 3: {
      const x = typeof a === 'number' ? a : Number(a.toString());
      const y = typeof b === 'number' ? b : Number(b.toString());
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 4: {
      const x = String(a);
      const y = String(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 9:
      return a === b ? 0 : a ? 1 : -1;
    case 10:
      return Math.sign(a.getTime() - b.getTime());
    case 8: {
      const x: Uint8Array = (a as ObjectId).id;
      const y: Uint8Array = (b as ObjectId).id;
      for (let i = 0; i < 12; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
      return 0;
    }
    case 6: {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const c = compareValues(a[i], b[i]);
        if (c) return c;
      }
      return Math.sign(a.length - b.length);
    }
    case 5: {
      const ka = Object.keys(a);
      const kb = Object.keys(b);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        const c = compareValues(a[ka[i]], b[kb[i]]) || (ka[i] < kb[i] ? -1 : ka[i] > kb[i] ? 1 : 0);
        if (c) return c;
      }
      return Math.sign(ka.length - kb.length);
    }
    default: {
      const x = keyOf(a);
      const y = keyOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
  }
}

/** Value at a dotted path; arrays along the path are traversed (yielding an array of the sub-values). */
export function getPath(doc: any, path: string): any {
  let cur = doc;
  for (const part of path.split('.')) {
    if (cur === undefined || cur === null) return undefined;
    if (Array.isArray(cur) && !/^\d+$/.test(part)) {
      const out: any[] = [];
      for (const el of cur) {
        const v = isPlainObject(el) ? el[part] : undefined;
        if (v === undefined) continue;
        if (Array.isArray(v)) out.push(...v);
        else out.push(v);
      }
      cur = out.length ? out : undefined;
    } else if (typeof cur === 'object') {
      cur = cur[part];
    } else {
      return undefined;
    }
  }
  return cur;
}

export type SortSpec = Array<[string, 1 | -1]>;

export function parseSort(sort: any): SortSpec {
  if (!sort || typeof sort !== 'object') return [];
  return Object.keys(sort).map((k) => {
    const d = sort[k];
    const n = typeof d === 'number' ? d : Number(d?.toString?.() ?? d);
    return [k, n < 0 ? -1 : 1] as [string, 1 | -1];
  });
}

/** Sort key of a field for one direction: arrays sort by their min (asc) or max (desc) element, like mongod. */
export function sortKey(doc: any, path: string, dir: 1 | -1, cmp: (a: any, b: any) => number = compareValues): any {
  const v = getPath(doc, path);
  if (!Array.isArray(v)) return v;
  if (v.length === 0) return undefined;
  let best = v[0];
  for (const el of v) if (cmp(el, best) * dir < 0) best = el;
  return best;
}

/** Document order for a sort spec; `cmp` compares values (a collation's, or BSON order by default). */
export function makeComparator(spec: SortSpec, cmp: (a: any, b: any) => number = compareValues): (a: Doc, b: Doc) => number {
  return (a, b) => {
    for (const [path, dir] of spec) {
      const c = cmp(sortKey(a, path, dir, cmp), sortKey(b, path, dir, cmp));
      if (c) return c * dir;
    }
    return 0;
  };
}

export function deepEqual(a: any, b: any): boolean {
  return keyOf(a) === keyOf(b) && typeRank(a) === typeRank(b);
}

/** Renders a key value the way mongod prints it in E11000 messages. */
export function renderValue(v: any): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return '[ ' + v.map(renderValue).join(', ') + ' ]';
  const t = bsonType(v);
  if (t === 'ObjectId') return `ObjectId('${v.toHexString()}')`;
  if (t) return String(v.toString());
  return '{ ' + Object.keys(v).map((k) => `${k}: ${renderValue(v[k])}`).join(', ') + ' }';
}
