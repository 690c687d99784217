import { Long } from 'bson';

/*
 * Hand-built BSON for cursor replies, so stored documents are sent as their exact stored bytes. A reply document like
 * any command's: the wire layer wraps it in a message.
 */

/**
 * `{cursor: {<batchName>: [docs...], id, ns}, ok: 1}`, written into one buffer: replies are on every query's path, so
 * sizes are computed first and nothing is concatenated.
 */
export function encodeCursorReply(batchName: 'firstBatch' | 'nextBatch', docs: Uint8Array[], cursorId: Long, ns: string): Buffer {
  let arrayLen = 5;
  for (let i = 0; i < docs.length; i++) arrayLen += 2 + decimalDigits(i) + docs[i].length; // type, "i\0", document
  const nsLen = Buffer.byteLength(ns, 'utf8');
  // cursor: {<batchName>: array, id: long, ns: string}
  const cursorLen = 4 + (2 + batchName.length + arrayLen) + (1 + 3 + 8) + (1 + 3 + 4 + nsLen + 1) + 1;
  const total = 4 + (1 + 7 + cursorLen) + (1 + 3 + 8) + 1;
  const out = Buffer.allocUnsafe(total);
  let p = out.writeInt32LE(total, 0);
  p = name(out, p, 0x03, 'cursor');
  p = out.writeInt32LE(cursorLen, p);
  p = name(out, p, 0x04, batchName);
  p = out.writeInt32LE(arrayLen, p);
  for (let i = 0; i < docs.length; i++) {
    p = name(out, p, 0x03, String(i));
    out.set(docs[i], p);
    p += docs[i].length;
  }
  out[p++] = 0;
  p = name(out, p, 0x12, 'id');
  p = out.writeInt32LE(cursorId.low, p);
  p = out.writeInt32LE(cursorId.high, p);
  p = name(out, p, 0x02, 'ns');
  p = out.writeInt32LE(nsLen + 1, p);
  p += out.write(ns, p, 'utf8');
  out[p++] = 0;
  out[p++] = 0; // end of cursor
  p = name(out, p, 0x01, 'ok');
  p = out.writeDoubleLE(1, p);
  out[p++] = 0;
  return out;
}

/** Writes an element's type byte and ASCII name (with its terminating zero); returns the next offset. */
function name(out: Buffer, p: number, type: number, key: string): number {
  out[p++] = type;
  p += out.write(key, p, 'latin1');
  out[p++] = 0;
  return p;
}

const decimalDigits = (i: number): number => (i < 10 ? 1 : i < 100 ? 2 : i < 1000 ? 3 : String(i).length);
