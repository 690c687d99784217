import { BSON } from 'bson';
import { Doc, isPlainObject } from '../common/values';

/**
 * The `updateDescription` of an update event, derived from the documents before and after (exact BSON values), in
 * the dotted paths mongod reports for operator updates: changed fields inside subdocuments by their path
 * ('a.b'), array elements changed in place or appended by index ('tags.2', 'items.1.qty'), and an array that
 * shrank or was rebuilt ($pull, $pop) as the whole new array. Removed fields are listed in removedFields.
 */
export function describeUpdate(before: Doc, after: Doc): Doc {
  const updatedFields: Doc = {};
  const removedFields: string[] = [];
  diffObject(before, after, '', updatedFields, removedFields);
  return { updatedFields, removedFields, truncatedArrays: [] };
}

function diffObject(a: Doc, b: Doc, prefix: string, updated: Doc, removed: string[]): void {
  for (const k of Object.keys(a)) if (!Object.prototype.hasOwnProperty.call(b, k)) removed.push(prefix + k);
  for (const k of Object.keys(b)) {
    if (!Object.prototype.hasOwnProperty.call(a, k)) updated[prefix + k] = b[k];
    else diffValue(a[k], b[k], prefix + k, updated, removed);
  }
}

function diffValue(x: unknown, y: unknown, path: string, updated: Doc, removed: string[]): void {
  if (same(x, y)) return;
  if (isPlainObject(x) && isPlainObject(y)) return diffObject(x, y, path + '.', updated, removed);
  if (Array.isArray(x) && Array.isArray(y) && y.length >= x.length) {
    // Elements changed in place (positional updates) or appended ($push): one path each.
    for (let i = 0; i < x.length; i++) {
      const xi = x[i];
      const yi = y[i];
      if (isPlainObject(xi) && isPlainObject(yi)) diffObject(xi, yi, `${path}.${i}.`, updated, removed);
      else if (!same(xi, yi)) updated[`${path}.${i}`] = yi;
    }
    for (let i = x.length; i < y.length; i++) updated[`${path}.${i}`] = y[i];
    return;
  }
  updated[path] = y;
}

/** Exact equality of two BSON values (types included: int 1 is not double 1.0, field order counts). */
export function same(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    return x.every((v, i) => same(v, y[i]));
  }
  if (isPlainObject(x) && isPlainObject(y)) {
    const kx = Object.keys(x);
    const ky = Object.keys(y);
    return kx.length === ky.length && kx.every((k, i) => k === ky[i] && same(x[k], y[k]));
  }
  if (isPlainObject(x) || isPlainObject(y)) return false;
  return Buffer.from(BSON.serialize({ v: x })).equals(Buffer.from(BSON.serialize({ v: y })));
}
