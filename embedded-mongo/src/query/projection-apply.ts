import { Query } from 'mingo';
import { Doc, isPlainObject } from '../common/values';
import { isLeaf, Leaf, ParsedProjection, projectionError, Tree } from './projection-parse';

/** Application of a parsed find projection to one document. */

const POSITIONAL_NOT_FOUND = "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array";

function applySlice(v: unknown, leaf: Extract<Leaf, { kind: 'slice' }>): unknown {
  if (!Array.isArray(v)) return v;
  if (leaf.skip === undefined) return leaf.limit >= 0 ? v.slice(0, leaf.limit) : v.slice(Math.max(0, v.length + leaf.limit));
  const start = leaf.skip >= 0 ? Math.min(leaf.skip, v.length) : Math.max(0, v.length + leaf.skip);
  return v.slice(start, start + leaf.limit);
}

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
