import { Query } from 'mingo';
import { badValue, CommandError } from '../common/errors';
import { Doc, isPlainObject } from '../common/values';

/** Parsing of find projections, with mongod 7.0's errors (codes and messages). */

export const projectionError = (code: number, msg: string) => new CommandError(code, `Location${code}`, msg);

export type Leaf =
  | { kind: 'include' }
  | { kind: 'exclude' }
  | { kind: 'slice'; skip: number | undefined; limit: number }
  | { kind: 'elemMatch'; test: (el: unknown) => boolean }
  | { kind: 'positional' };

export interface Tree {
  [field: string]: Leaf | Tree;
}

// A tree maps field names to nodes (objects), so only a leaf has a string `kind`, even for a field named "kind".
export const isLeaf = (n: Leaf | Tree): n is Leaf => typeof (n as Leaf).kind === 'string';

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
