import { Query } from 'mingo';
import { BSON } from 'bson';
import { DocEntry } from './collection';
import { badValue, CommandError } from './errors';
import { Doc, isPlainObject } from './values';

/**
 * Find projections as mongod 7.0 parses and applies them: inclusion / exclusion trees (dotted or nested form),
 * the positional `arr.$`, `$elemMatch` and `$slice`. Projections holding aggregation expressions or `$meta` are
 * left to mingo (see `compileProjection`).
 */

const projectionError = (code: number, msg: string) => new CommandError(code, `Location${code}`, msg);
const POSITIONAL_NOT_FOUND = "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array";

type Leaf =
  | { kind: 'include' }
  | { kind: 'exclude' }
  | { kind: 'slice'; skip: number | undefined; limit: number }
  | { kind: 'elemMatch'; test: (el: unknown) => boolean }
  | { kind: 'positional' };

interface Tree {
  [field: string]: Leaf | Tree;
}

// A tree maps field names to nodes (objects), so only a leaf has a string `kind`, even for a field named "kind".
const isLeaf = (n: Leaf | Tree): n is Leaf => typeof (n as Leaf).kind === 'string';

export interface ParsedProjection {
  mode: 'include' | 'exclude';
  tree: Tree;
  idOut: boolean;
  /** Top-level inclusion/exclusion of plain fields only: served on the stored bytes. */
  topLevelOnly: boolean;
  positional?: string; // path of the array projected with `.$`
  elemMatchFields: string[];
}

const numeric = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v && typeof v === 'object' && (v as any)._bsontype && ['Int32', 'Double', 'Long', 'Decimal128'].includes((v as any)._bsontype)) return Number(String(v.valueOf?.() ?? v));
  return undefined;
};

/** True when the projection needs mingo's aggregation-expression evaluation (computed fields, $meta). */
export function needsExpressionProjection(proj: Doc): boolean {
  const visit = (spec: Doc): boolean =>
    Object.entries(spec).some(([k, v]) => {
      if (numeric(v) !== undefined) return false;
      if (isPlainObject(v)) {
        const keys = Object.keys(v);
        if (keys.length === 1 && (keys[0] === '$slice' || keys[0] === '$elemMatch')) return false;
        if (keys.length && keys.every((x) => !x.startsWith('$'))) return visit(v);
        return true; // $meta, operator expressions
      }
      return !k.endsWith('.$'); // literals / field paths are expressions
    });
  return visit(proj);
}

/** Parses a find projection (throws mongod's parse errors); returns null for the empty projection. */
export function parseProjection(proj: Doc | undefined): ParsedProjection | null {
  if (!proj || !Object.keys(proj).length) return null;
  let mode: 'include' | 'exclude' | undefined;
  let idOut = false;
  let idIn = false;
  let topLevelOnly = true;
  let positional: string | undefined;
  const elemMatchFields: string[] = [];
  const tree: Tree = {};

  const setMode = (m: 'include' | 'exclude', path: string) => {
    if (mode && mode !== m) {
      if (mode === 'include') throw projectionError(31254, `Cannot do exclusion on field ${path} in inclusion projection`);
      throw projectionError(31253, `Cannot do inclusion on field ${path} in exclusion projection`);
    }
    mode = m;
  };

  const place = (path: string, leaf: Leaf) => {
    const parts = path.split('.');
    let node = tree;
    for (let i = 0; i < parts.length - 1; i++) {
      const existing = node[parts[i]];
      if (existing && isLeaf(existing)) throw projectionError(31249, `Path collision at ${path} remaining portion ${parts.slice(i + 1).join('.')}`);
      node = (node[parts[i]] ??= {}) as Tree;
    }
    const last = parts[parts.length - 1];
    if (node[last]) throw projectionError(31250, `Path collision at ${path}`);
    node[last] = leaf;
  };

  const visit = (spec: Doc, prefix: string) => {
    for (const [k, raw] of Object.entries(spec)) {
      const path = prefix + k;
      if (path.endsWith('.$')) {
        const arr = path.slice(0, -2);
        if (arr.split('.').includes('$')) throw positionalInMiddle();
        if (positional !== undefined) throw projectionError(31276, 'Cannot specify more than one positional projection per query.');
        if (numeric(raw) === 0) throw projectionError(31395, 'positional projection cannot be used with exclusion');
        setMode('include', path);
        positional = arr;
        topLevelOnly = false;
        place(arr, { kind: 'positional' });
        continue;
      }
      if (path.split('.').includes('$')) throw positionalInMiddle();
      const n = numeric(raw);
      if (n !== undefined) {
        if (path === '_id') {
          idOut = !n;
          idIn = !!n;
          continue;
        }
        setMode(n ? 'include' : 'exclude', path);
        if (path.includes('.')) topLevelOnly = false;
        place(path, { kind: n ? 'include' : 'exclude' });
        continue;
      }
      if (!isPlainObject(raw)) throw badValue(`Unsupported projection value for field ${path}`);
      const keys = Object.keys(raw);
      if (keys.length === 1 && keys[0] === '$slice') {
        topLevelOnly = false;
        place(path, parseSlice(raw.$slice));
        continue;
      }
      if (keys.length === 1 && keys[0] === '$elemMatch') {
        if (path.includes('.')) throw projectionError(31275, 'Cannot use $elemMatch projection on a nested field.');
        if (!isPlainObject(raw.$elemMatch)) throw projectionError(31274, 'elemMatch: Invalid argument, object required.');
        setMode('include', path);
        topLevelOnly = false;
        elemMatchFields.push(path);
        place(path, { kind: 'elemMatch', test: elemMatcher(raw.$elemMatch) });
        continue;
      }
      if (!keys.length) throw projectionError(51270, 'An empty sub-projection is not a valid value. Found empty object at path');
      topLevelOnly = false;
      visit(raw, path + '.');
    }
  };
  visit(proj, '');
  if (positional !== undefined && elemMatchFields.includes(positional.split('.')[0]))
    throw projectionError(31256, 'Cannot specify positional operator and $elemMatch.');
  return { mode: mode ?? (idIn ? 'include' : 'exclude'), tree, idOut, topLevelOnly, positional, elemMatchFields };
}

const positionalInMiddle = () =>
  projectionError(
    31394,
    "As of 4.4, it's illegal to specify positional operator in the middle of a path.Positional projection may only be used at the end, for example: a.b.$. If the query previously used a form like a.b.$.d, remove the parts following the '$' and the results will be equivalent.",
  );

function parseSlice(arg: unknown): Leaf {
  const n = numeric(arg);
  if (n !== undefined) return { kind: 'slice', skip: undefined, limit: Math.trunc(n) };
  if (Array.isArray(arg)) {
    if (arg.length !== 2) throw projectionError(28724, 'First argument to $slice must be an array');
    const skip = numeric(arg[0]);
    const limit = numeric(arg[1]);
    if (skip === undefined || limit === undefined) throw projectionError(28724, 'First argument to $slice must be an array');
    if (limit <= 0) throw projectionError(28724, `Third argument to $slice must be positive: ${limit}`);
    return { kind: 'slice', skip: Math.trunc(skip), limit: Math.trunc(limit) };
  }
  throw projectionError(28667, "Invalid $slice syntax. The given syntax { $slice: " + JSON.stringify(arg) + " } did not match the find() syntax because :: Location31273: $slice only supports numbers and [skip, limit] arrays");
}

/** `$elemMatch` test of one array element: documents against a query, scalars against operators. */
function elemMatcher(spec: Doc): (el: unknown) => boolean {
  try {
    const q = new Query({ v: { $elemMatch: spec } });
    return (el) => q.test({ v: [el] });
  } catch (e) {
    throw badValue((e as Error).message);
  }
}

function applySlice(v: unknown, leaf: Extract<Leaf, { kind: 'slice' }>): unknown {
  if (!Array.isArray(v)) return v;
  if (leaf.skip === undefined) return leaf.limit >= 0 ? v.slice(0, leaf.limit) : v.slice(Math.max(0, v.length + leaf.limit));
  const start = leaf.skip >= 0 ? Math.min(leaf.skip, v.length) : Math.max(0, v.length + leaf.skip);
  return v.slice(start, start + leaf.limit);
}

// ------------------------------------------------------------ application

function includeTree(v: any, tree: Tree, ctx: ApplyContext): any {
  if (Array.isArray(v)) return v.filter((x) => isPlainObject(x) || Array.isArray(x)).map((x) => includeTree(x, tree, ctx));
  if (!isPlainObject(v)) return undefined;
  const out: Doc = {};
  for (const k of Object.keys(v)) {
    const node = tree[k];
    if (!node) continue;
    if (!isLeaf(node)) {
      const sub = includeTree(v[k], node, ctx);
      if (sub !== undefined) out[k] = sub;
      continue;
    }
    switch (node.kind) {
      case 'include':
        out[k] = v[k];
        break;
      case 'slice':
        out[k] = applySlice(v[k], node);
        break;
      case 'positional':
        out[k] = ctx.positional(v[k]);
        break;
      default:
        break; // elemMatch fields are appended after the others
    }
  }
  return out;
}

function excludeTree(v: any, tree: Tree): any {
  if (Array.isArray(v)) return v.map((x) => (isPlainObject(x) || Array.isArray(x) ? excludeTree(x, tree) : x));
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k of Object.keys(v)) {
    const node = tree[k];
    if (!node) out[k] = v[k];
    else if (!isLeaf(node)) out[k] = excludeTree(v[k], node);
    else if (node.kind === 'slice') out[k] = applySlice(v[k], node);
  }
  return out;
}

interface ApplyContext {
  positional: (arr: unknown) => unknown;
}

/** Index of the first element of the array at `path` that satisfies every query predicate on that array. */
function positionalIndex(doc: Doc, filter: Doc, path: string): number | undefined {
  const preds: Array<(el: unknown) => boolean> = [];
  const collect = (f: Doc) => {
    for (const [k, cond] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(cond)) cond.forEach((c) => isPlainObject(c) && collect(c));
      else if (k === path) {
        const q = isPlainObject(cond) && '$elemMatch' in cond ? new Query({ v: cond }) : new Query({ v: cond });
        preds.push(isPlainObject(cond) && '$elemMatch' in cond ? (el) => q.test({ v: [el] }) : (el) => q.test({ v: el }));
      } else if (k.startsWith(path + '.')) {
        const q = new Query({ ['v.' + k.slice(path.length + 1)]: cond });
        preds.push((el) => q.test({ v: el }));
      }
    }
  };
  collect(filter ?? {});
  if (!preds.length) return undefined;
  let arr: any = doc;
  for (const p of path.split('.')) arr = isPlainObject(arr) ? arr[p] : undefined;
  if (!Array.isArray(arr)) return undefined;
  const i = arr.findIndex((el) => preds.every((t) => t(el)));
  return i < 0 ? undefined : i;
}

/** Applies a parsed projection to one stored document; `promoted` is the matcher's view for the positional search. */
export function applyProjection(parsed: ParsedProjection, typed: Doc, promoted: Doc, filter: Doc | undefined): Doc {
  if (parsed.mode === 'exclude') {
    const out = excludeTree(typed, parsed.tree);
    if (parsed.idOut) delete out._id;
    return out;
  }
  const ctx: ApplyContext = {
    positional: (arr) => {
      if (!Array.isArray(arr)) return arr;
      const i = positionalIndex(promoted, filter ?? {}, parsed.positional!);
      if (i === undefined || i >= arr.length) throw projectionError(51246, POSITIONAL_NOT_FOUND);
      return [arr[i]];
    },
  };
  let out: Doc = includeTree(typed, parsed.tree, ctx) ?? {};
  for (const f of parsed.elemMatchFields) {
    const v = typed[f];
    if (!Array.isArray(v)) continue;
    const leaf = parsed.tree[f] as Extract<Leaf, { kind: 'elemMatch' }>;
    const promotedArr = promoted[f];
    const i = Array.isArray(promotedArr) ? promotedArr.findIndex((el) => leaf.test(el)) : -1;
    if (i >= 0) out[f] = [v[i]];
  }
  if (!parsed.idOut && '_id' in typed) out = { _id: typed._id, ...out };
  return out;
}

/** Size in bytes of a BSON element's value of the given type starting at `p` (for copying elements as bytes). */
function valueSize(buf: Buffer, type: number, p: number): number {
  switch (type) {
    case 0x01: case 0x09: case 0x11: case 0x12: return 8;
    case 0x02: case 0x0d: case 0x0e: return 4 + buf.readInt32LE(p);
    case 0x03: case 0x04: case 0x0f: return buf.readInt32LE(p);
    case 0x05: return 5 + buf.readInt32LE(p);
    case 0x06: case 0x0a: case 0xff: case 0x7f: return 0;
    case 0x07: return 12;
    case 0x08: return 1;
    case 0x0b: { const a = buf.indexOf(0, p); return buf.indexOf(0, a + 1) + 1 - p; }
    case 0x0c: return 4 + buf.readInt32LE(p) + 12;
    case 0x10: return 4;
    case 0x13: return 16;
    default: throw new Error(`unknown BSON type ${type}`);
  }
}

/** Top-level inclusion/exclusion done on the stored bytes: no decoding, exact types, field order kept. */
export function projectTopLevel(raw: Uint8Array, fields: Set<string>, include: boolean, idOut: boolean): Uint8Array {
  const buf = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const parts: Buffer[] = [];
  let p = 4;
  while (p < buf.length - 1) {
    const type = buf[p];
    const nameEnd = buf.indexOf(0, p + 1);
    const name = buf.toString('utf8', p + 1, nameEnd);
    const end = nameEnd + 1 + valueSize(buf, type, nameEnd + 1);
    const keep = name === '_id' ? !idOut : include ? fields.has(name) : !fields.has(name);
    if (keep) parts.push(buf.subarray(p, end));
    p = end;
  }
  const body = Buffer.concat(parts);
  const out = Buffer.alloc(body.length + 5);
  out.writeInt32LE(out.length, 0);
  body.copy(out, 4);
  return out;
}

/**
 * Compiles a find projection once per command (parse errors are raised even when nothing matches); the returned
 * function gives the BSON bytes to send for one document.
 */
export function compileProjection(projection: Doc | undefined, filter: Doc | undefined): (entry: DocEntry) => Uint8Array {
  if (!projection || !Object.keys(projection).length) return (e) => e.raw;
  if (needsExpressionProjection(projection)) {
    return (e) => {
      try {
        return BSON.serialize(new Query({}).find([e.doc], projection).all()[0] as Doc);
      } catch (err) {
        throw badValue((err as Error).message);
      }
    };
  }
  const parsed = parseProjection(projection)!;
  if (parsed.topLevelOnly) {
    const fields = new Set(Object.keys(parsed.tree));
    const include = parsed.mode === 'include';
    return (e) => projectTopLevel(e.raw, fields, include, parsed.idOut);
  }
  return (e) => {
    const typed = BSON.deserialize(e.raw, { promoteValues: false, promoteBuffers: false }) as Doc;
    return BSON.serialize(applyProjection(parsed, typed, e.doc, filter));
  };
}
