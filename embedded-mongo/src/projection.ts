import { Query } from 'mingo';
import { BSON } from 'bson';
import { DocEntry } from './collection';
import { badValue } from './errors';
import { Doc } from './values';
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

/** Top-level inclusion/exclusion done on the stored bytes: no decoding, exact types, field order kept. */
function projectTopLevel(raw: Uint8Array, fields: Set<string>, include: boolean, idOut: boolean): Uint8Array {
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
