import { Timestamp } from 'bson';
import { Entry, Op } from './journal';

/**
 * The first entry of every journal record since change streams: the commit's first cluster time, its wall time and
 * which Put entries were updates (not replacements), so a restart rebuilds the same change events with the same
 * times and resume tokens. Layout: [u32 seconds][u32 increment][f64 wall ms][u32 n][n × u32 entry index].
 */
export interface CommitTime {
  first: Timestamp;
  wall: number;
  /** Indexes (in the record, after this entry) of Put entries that were updates. */
  updates: number[];
}

export function commitTimeEntry(first: Timestamp, wall: number, entries: Entry[]): Entry {
  const updates: number[] = [];
  for (let i = 0; i < entries.length; i++) if (entries[i].change?.update) updates.push(i);
  const body = Buffer.alloc(20 + 4 * updates.length);
  body.writeUInt32LE(first.high >>> 0, 0);
  body.writeUInt32LE(first.low >>> 0, 4);
  body.writeDoubleLE(wall, 8);
  body.writeUInt32LE(updates.length, 16);
  updates.forEach((u, k) => body.writeUInt32LE(u, 20 + 4 * k));
  return { op: Op.CommitTime, ns: '', body };
}

export function decodeCommitTime(body: Uint8Array): CommitTime {
  const b = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const n = b.readUInt32LE(16);
  const updates: number[] = [];
  for (let k = 0; k < n; k++) updates.push(b.readUInt32LE(20 + 4 * k));
  return { first: new Timestamp({ t: b.readUInt32LE(0), i: b.readUInt32LE(4) }), wall: b.readDoubleLE(8), updates };
}
