import { Query } from 'mingo';
import { BSON } from 'bson';
import { DocEntry } from '../storage/doc-entry';
import { badValue } from '../common/errors';
import { Doc } from '../common/values';
import { needsExpressionProjection, parseProjection } from './projection-parse';
import { applyProjection } from './projection-apply';

/**
 * Find projections as mongod 7.0 parses and applies them: inclusion / exclusion trees (dotted or nested form),
 * the positional `arr.$`, `$elemMatch` and `$slice`. Projections holding aggregation expressions or `$meta` are
 * left to mingo (see `compileProjection`).
 */

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

/**
 * Top-level inclusion/exclusion done on the stored bytes: no decoding, exact types, field order kept. Element names
 * are compared with the projection's names as UTF-8 bytes (decoding each name costs more than the whole copy), and
 * the kept elements are copied into one buffer.
 */
function topLevelProjector(fields: Set<string>, include: boolean, idOut: boolean): (raw: Uint8Array) => Uint8Array {
  const hasName = nameMatcher(fields);
  const idName = nameMatcher(new Set(['_id']));
  return (raw) => {
    const buf = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    const ranges: number[] = []; // [start, end) pairs of kept elements, adjacent ones merged
    let size = 5;
    let p = 4;
    while (p < buf.length - 1) {
      const type = buf[p];
      const nameEnd = buf.indexOf(0, p + 1);
      const end = nameEnd + 1 + valueSize(buf, type, nameEnd + 1);
      const keep = idName(buf, p + 1, nameEnd) ? !idOut : include === hasName(buf, p + 1, nameEnd);
      if (keep) {
        if (ranges.length && ranges[ranges.length - 1] === p) ranges[ranges.length - 1] = end;
        else ranges.push(p, end);
        size += end - p;
      }
      p = end;
    }
    const out = Buffer.allocUnsafe(size);
    out.writeInt32LE(size, 0);
    let o = 4;
    for (let r = 0; r < ranges.length; r += 2) o += buf.copy(out, o, ranges[r], ranges[r + 1]);
    out[o] = 0;
    return out;
  };
}

/** A test of whether the bytes buf[start, end) spell one of the names (in UTF-8). */
function nameMatcher(names: Set<string>): (buf: Buffer, start: number, end: number) => boolean {
  const byLength: Buffer[][] = [];
  for (const n of names) {
    const b = Buffer.from(n, 'utf8');
    (byLength[b.length] ??= []).push(b);
  }
  return (buf, start, end) => {
    const candidates = byLength[end - start];
    if (!candidates) return false;
    next: for (const c of candidates) {
      for (let i = 0; i < c.length; i++) if (buf[start + i] !== c[i]) continue next;
      return true;
    }
    return false;
  };
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
    const project = topLevelProjector(new Set(Object.keys(parsed.tree)), parsed.mode === 'include', parsed.idOut);
    return (e) => project(e.raw);
  }
  return (e) => {
    const typed = BSON.deserialize(e.raw, { promoteValues: false, promoteBuffers: false }) as Doc;
    return BSON.serialize(applyProjection(parsed, typed, e.doc, filter));
  };
}
