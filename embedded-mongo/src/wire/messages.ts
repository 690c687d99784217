import { BSON } from 'bson';
import type { Doc } from '../common/values';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export const MAX_MESSAGE_SIZE = 48_000_000;
const FLAG_CHECKSUM = 1;
const FLAG_MORE_TO_COME = 2;

export class MalformedMessageError extends Error {}

let crc32cTable: Uint32Array | undefined;
/** CRC-32C (Castagnoli), the checksum OP_MSG uses. */
export function crc32c(buf: Uint8Array): number {
  if (!crc32cTable) {
    crc32cTable = new Uint32Array(256);
    for (let i = 0; i < 256; i++) {
      let c = i;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
      crc32cTable[i] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < buf.length; i++) crc = crc32cTable[(crc ^ buf[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

interface ParsedMessage {
  requestId: number;
  opCode: number;
  /** For OP_MSG: the command with kind-1 sequences merged in; for OP_QUERY: the query document. */
  command: Doc;
  /** Raw bytes of each document of each kind-1 sequence, by identifier (lets inserts store bytes untouched). */
  rawSequences: Map<string, Uint8Array[]>;
  moreToCome: boolean;
  /** Raw bytes of the OP_MSG body document (lets inserts keep the exact BSON types of inline documents). */
  rawBody?: Uint8Array;
  /** OP_QUERY only: the full collection name, e.g. admin.$cmd. */
  fullCollectionName?: string;
}

function readCString(buf: Buffer, offset: number, end: number): [string, number] {
  const zero = buf.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new MalformedMessageError('unterminated cstring');
  return [buf.toString('utf8', offset, zero), zero + 1];
}

function readDocument(buf: Buffer, offset: number, end: number): [Doc, Uint8Array, number] {
  if (offset + 5 > end) throw new MalformedMessageError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new MalformedMessageError('invalid BSON document length');
  const raw = buf.subarray(offset, offset + size);
  let doc: Doc;
  try {
    doc = BSON.deserialize(raw, { validation: { utf8: false } }) as Doc;
  } catch (e) {
    throw new MalformedMessageError('invalid BSON: ' + (e as Error).message);
  }
  return [doc, raw, offset + size];
}

/** Parses one complete message (header included). Throws MalformedMessageError on any inconsistency. */
export function parseMessage(msg: Buffer): ParsedMessage {
  const length = msg.readInt32LE(0);
  const requestId = msg.readInt32LE(4);
  const opCode = msg.readInt32LE(12);
  if (length !== msg.length) throw new MalformedMessageError('length mismatch');
  if (opCode === OP_MSG) {
    const flags = msg.readUInt32LE(16);
    let end = msg.length;
    if (flags & FLAG_CHECKSUM) {
      end -= 4;
      if (end < 20) throw new MalformedMessageError('message too short for checksum');
      const expected = msg.readUInt32LE(end);
      if (crc32c(msg.subarray(0, end)) !== expected) throw new MalformedMessageError('OP_MSG checksum mismatch');
    }
    let offset = 20;
    let body: Doc | undefined;
    let rawBody: Uint8Array | undefined;
    const sequences = new Map<string, Doc[]>();
    const rawSequences = new Map<string, Uint8Array[]>();
    while (offset < end) {
      const kind = msg[offset++];
      if (kind === 0) {
        if (body) throw new MalformedMessageError('more than one kind-0 section');
        [body, rawBody, offset] = readDocument(msg, offset, end);
      } else if (kind === 1) {
        if (offset + 4 > end) throw new MalformedMessageError('truncated document sequence');
        const size = msg.readInt32LE(offset);
        const seqEnd = offset + size;
        if (size < 5 || seqEnd > end) throw new MalformedMessageError('invalid document sequence length');
        let [id, p] = readCString(msg, offset + 4, seqEnd);
        const docs: Doc[] = [];
        const raws: Uint8Array[] = [];
        while (p < seqEnd) {
          const [d, raw, next] = readDocument(msg, p, seqEnd);
          docs.push(d);
          raws.push(raw);
          p = next;
        }
        sequences.set(id, docs);
        rawSequences.set(id, raws);
        offset = seqEnd;
      } else {
        throw new MalformedMessageError(`unknown OP_MSG section kind ${kind}`);
      }
    }
    if (!body) throw new MalformedMessageError('OP_MSG without a body section');
    for (const [id, docs] of sequences) body[id] = docs;
    return { requestId, opCode, command: body, rawBody, rawSequences, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
  }
  if (opCode === OP_QUERY) {
    let [fullCollectionName, offset] = readCString(msg, 20, msg.length);
    offset += 8; // numberToSkip, numberToReturn
    const [query] = readDocument(msg, offset, msg.length);
    const command = query.$query && typeof query.$query === 'object' ? query.$query : query;
    return { requestId, opCode, command, rawSequences: new Map(), moreToCome: false, fullCollectionName };
  }
  throw new MalformedMessageError(`unsupported opCode ${opCode}`);
}

let nextResponseId = 1;

function writeHeader(h: Buffer, length: number, responseTo: number, opCode: number): void {
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
}

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  writeHeader(h, length, responseTo, opCode);
  return h;
}

/** OP_MSG reply with one kind-0 section (never checksummed). */
export function encodeMsgReply(responseTo: number, body: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(16 + 5 + body.length);
  writeHeader(out, out.length, responseTo, OP_MSG);
  out.writeUInt32LE(0, 16); // flagBits
  out[20] = 0; // section kind 0: the body
  out.set(body, 21);
  return out;
}

/** OP_REPLY to a legacy OP_QUERY (only the handshake uses it). */
export function encodeLegacyReply(responseTo: number, body: Uint8Array): Buffer {
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(8, 0); // AwaitCapable
  // cursorId (8 bytes) = 0, startingFrom = 0
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(16 + 20 + body.length, responseTo, OP_REPLY), fields, body]);
}
