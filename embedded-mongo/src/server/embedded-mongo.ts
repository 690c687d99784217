import type { Logger } from '../engine/engine';

/* What startEmbeddedMongo takes and gives, in a file of their own: the server and its worker-thread twin both use them. */

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; defaults to 127.0.0.1. */
  host?: string;
  /** Directory holding the journal, snapshot and lock file. */
  dataDir: string;
  logger?: Logger;
  /** Journal size that triggers a snapshot compaction (default 64 MiB). */
  compactThresholdBytes?: number;
  /**
   * Replica set name reported to drivers (default 'rs0'): a one-member replica set, so drivers allow transactions
   * and change streams. null presents a standalone server, as before.
   */
  replicaSetName?: string | null;
  /** Milliseconds between two passes of the TTL monitor (default 60_000, mongod's ttlMonitorSleepSecs of 60). */
  ttlMonitorIntervalMs?: number;
  /**
   * How many recent changes change streams can resume from (default 10,000 events and 32 MiB of documents; after a
   * restart, only those still in the journal since the last snapshot). Older resume points get ChangeStreamHistoryLost.
   */
  changeStreamHistory?: { maxEvents?: number; maxBytes?: number };
  /**
   * Runs the server on a worker thread of its own (default false): its queries, writes and snapshots then do not
   * take turns with the caller's event loop (an API serving HTTP in the same process). Needs the built package
   * (dist). `logger`'s lines are passed back to the calling thread.
   */
  workerThread?: boolean;
}

export interface EmbeddedMongo {
  /** Connection string, e.g. mongodb://127.0.0.1:27018/ */
  uri: string;
  port: number;
  host: string;
  dataDir: string;
  /** Writes a snapshot now and truncates the journal (also happens automatically by size). */
  compact(): Promise<void>;
  stop(): Promise<void>;
}
