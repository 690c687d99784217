import * as fs from 'fs';
import * as fsp from 'fs/promises';
import * as path from 'path';
import { crc32 } from 'zlib';
import type { DocEntry } from './doc-entry';

/**
 * On-disk layout of a data directory:
 *   LOCK               pid of the server that owns the directory
 *   snapshot.bin       full state as of journal generation N (written to snapshot.tmp, fsynced, renamed)
 *   journal-<N>.log    append-only records written after that snapshot
 * A record is [u32 payload length][u32 CRC-32 of payload][payload]; a payload is a list of entries
 * [u8 op][u32 ns length][ns][u32 body length][body]. Replaying entries is idempotent (puts and deletes by _id),
 * which makes rotating the journal during compaction safe.
 */

export enum Op {
  CreateCollection = 1,
  DropCollection = 2,
  DropDatabase = 3,
  CreateIndex = 4,
  DropIndex = 5,
  Put = 6,
  Delete = 7,
  SnapshotHeader = 8,
  /** Body: the collection's whole options document (collMod); replaces the previous one. */
  SetCollectionOptions = 9,
  /** Body: one index's whole spec, found by its name (collMod); replaces the previous one. */
  SetIndexSpec = 10,
  /** First entry of a committed record: its cluster time and wall time (see commit-time.ts); applies nothing. */
  CommitTime = 11,
}

export interface Entry {
  op: Op;
  ns: string;
  body: Uint8Array;
  /** In memory only, never journaled: what change streams report about this entry (see engine/change-history.ts). */
  change?: EntryChange;
}

/** The document versions a Put/Delete replaced (kept by reference: entries are immutable), and collections a DropDatabase dropped. */
interface EntryChange {
  doc?: DocEntry;
  prev?: DocEntry;
  /** An update by operators or a pipeline ('update' event) rather than a replacement ('replace'). */
  update?: boolean;
  dropped?: string[];
  /** The spec of a dropped index. */
  droppedIndex?: Record<string, unknown>;
}

const RECORD_HEADER = 8;
const MAX_RECORD = 1 << 30;

export function encodeEntries(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const ns = Buffer.from(e.ns, 'utf8');
    const h = Buffer.alloc(1 + 4 + ns.length + 4);
    h[0] = e.op;
    h.writeUInt32LE(ns.length, 1);
    ns.copy(h, 5);
    h.writeUInt32LE(e.body.length, 5 + ns.length);
    parts.push(h, Buffer.from(e.body.buffer, e.body.byteOffset, e.body.byteLength));
  }
  const payload = Buffer.concat(parts);
  const head = Buffer.alloc(RECORD_HEADER);
  head.writeUInt32LE(payload.length, 0);
  head.writeUInt32LE(crc32(payload) >>> 0, 4);
  return Buffer.concat([head, payload]);
}

function decodeEntries(payload: Buffer): Entry[] {
  const out: Entry[] = [];
  let p = 0;
  while (p < payload.length) {
    const op = payload[p];
    const nsLen = payload.readUInt32LE(p + 1);
    const ns = payload.toString('utf8', p + 5, p + 5 + nsLen);
    const bodyLen = payload.readUInt32LE(p + 5 + nsLen);
    const start = p + 9 + nsLen;
    out.push({ op, ns, body: payload.subarray(start, start + bodyLen) });
    p = start + bodyLen;
  }
  return out;
}

/** Reads records until the end or the first torn/corrupt one; returns the entries and the valid length. */
export function readRecords(buf: Buffer): { records: Entry[][]; validLength: number } {
  const records: Entry[][] = [];
  let p = 0;
  while (p + RECORD_HEADER <= buf.length) {
    const len = buf.readUInt32LE(p);
    const sum = buf.readUInt32LE(p + 4);
    if (len > MAX_RECORD || p + RECORD_HEADER + len > buf.length) break;
    const payload = buf.subarray(p + RECORD_HEADER, p + RECORD_HEADER + len);
    if ((crc32(payload) >>> 0) !== sum) break;
    try {
      records.push(decodeEntries(payload));
    } catch {
      break;
    }
    p += RECORD_HEADER + len;
  }
  return { records, validLength: p };
}

export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

// ---------------------------------------------------------------- journal with group commit

interface Pending {
  buf: Buffer;
  resolve: () => void;
  reject: (e: Error) => void;
}

export class Journal {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private failed: Error | null = null;
  bytes: number;

  constructor(
    private fd: number,
    public generation: number,
    initialBytes: number,
  ) {
    this.bytes = initialBytes;
  }

  /** Resolves once the record is on disk (fdatasync), batching concurrent appends into one sync. */
  append(entries: Entry[]): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    const buf = encodeEntries(entries);
    this.bytes += buf.length;
    return new Promise((resolve, reject) => {
      this.queue.push({ buf, resolve, reject });
      if (!this.flushing) this.flushing = this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0);
      const fd = this.fd;
      try {
        const data = Buffer.concat(batch.map((b) => b.buf));
        let off = 0;
        while (off < data.length) {
          const { bytesWritten } = await new Promise<{ bytesWritten: number }>((res, rej) =>
            fs.write(fd, data, off, data.length - off, null, (err, n) => (err ? rej(err) : res({ bytesWritten: n }))),
          );
          off += bytesWritten;
        }
        await new Promise<void>((res, rej) => fs.fdatasync(fd, (err) => (err ? rej(err) : res())));
        for (const b of batch) b.resolve();
      } catch (e) {
        // A failed write/sync means we can no longer promise durability: refuse every further write.
        this.failed = new Error('journal write failed: ' + (e as Error).message);
        for (const b of batch) b.reject(this.failed);
        for (const b of this.queue.splice(0)) b.reject(this.failed);
      }
    }
    this.flushing = null;
  }

  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /**
   * Switches appends to a new journal file once everything queued is on disk, then calls `atSwitch`
   * synchronously: no write can slip between the old journal's end and what `atSwitch` observes.
   */
  async rotate<T>(dir: string, generation: number, atSwitch: () => T): Promise<T> {
    await this.drain();
    const newFd = fs.openSync(path.join(dir, journalName(generation)), 'a');
    fsyncDir(dir);
    while (this.flushing) {
      // A write was queued while the directory was synced: let it reach the old journal first.
      await this.drain();
    }
    const old = this.fd;
    this.fd = newFd;
    this.generation = generation;
    this.bytes = 0;
    const result = atSwitch();
    fs.closeSync(old);
    return result;
  }

  async close(): Promise<void> {
    await this.drain();
    fs.closeSync(this.fd);
  }
}

export const journalName = (gen: number) => `journal-${String(gen).padStart(8, '0')}.log`;
export const SNAPSHOT = 'snapshot.bin';

export function listJournals(dir: string): number[] {
  return fs
    .readdirSync(dir)
    .map((f) => /^journal-(\d+)\.log$/.exec(f))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

/** Writes a snapshot atomically: tmp file, fsync, rename, fsync the directory. */
export async function writeSnapshot(dir: string, records: AsyncIterable<Entry[]> | Iterable<Entry[]>): Promise<void> {
  const tmp = path.join(dir, 'snapshot.tmp');
  const fh = await fsp.open(tmp, 'w');
  try {
    let chunk: Buffer[] = [];
    let size = 0;
    for await (const entries of records) {
      const rec = encodeEntries(entries);
      chunk.push(rec);
      size += rec.length;
      // Give the event loop (client requests, journal syncs) a turn between records.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (size > 1 << 20) {
        await fh.write(Buffer.concat(chunk));
        // Sync as we go: a large amount of dirty snapshot data would otherwise make every journal fsync
        // (same filesystem) wait for it, stalling acknowledged writes during compaction.
        await fh.datasync();
        chunk = [];
        size = 0;
      }
    }
    if (chunk.length) await fh.write(Buffer.concat(chunk));
    await fh.sync();
  } finally {
    await fh.close();
  }
  await fsp.rename(tmp, path.join(dir, SNAPSHOT));
  fsyncDir(dir);
}
