import { BSON } from 'bson';
import { Engine } from '../engine/engine';
import { CursorStore } from './cursors';
import { Deadline } from '../common/deadline';
import { FailPoints } from './fail-points';
import { ServerParameters } from './server-parameters';
import { TtlMonitor } from '../engine/ttl-monitor';
import { ReplicaSetIdentity } from './replica-set';
import { Transactions } from './transactions';
import { ChangeStreams } from '../changes/change-streams';
import { invalidNamespace } from '../common/errors';
import { encodeCursorReply } from './cursor-reply';
import { Doc } from '../common/values';

export interface CommandContext {
  db: string;
  rawSequences: Map<string, Uint8Array[]>;
  rawBody?: Uint8Array;
  connectionId: number;
  /** The command's time limit (maxTimeMS); absent when it has none. */
  deadline?: Deadline;
}

export type Reply = Doc | Buffer;
export type Handler = (cmd: Doc, ctx: CommandContext) => Reply | Promise<Reply>;
export type Handlers = Record<string, Handler>;

/** What the command handlers share: the server's state and its per-server services. */
export interface CommandServices {
  engine: Engine;
  cursors: CursorStore;
  identity: ReplicaSetIdentity;
  ttl?: TtlMonitor;
  failPoints: FailPoints;
  parameters: ServerParameters;
  transactions: Transactions;
  changeStreams: ChangeStreams;
}

export const num = (v: unknown): number | undefined => (v === undefined || v === null ? undefined : Number(v));
export { copyRaw } from '../storage/collection';
export const typed = (raw: Uint8Array) => BSON.deserialize(raw, { promoteValues: false, promoteBuffers: false }) as Doc;

export function collName(cmd: Doc, key: string): string {
  const name = cmd[key];
  if (typeof name !== 'string') throw invalidNamespace(`collection name has invalid type ${typeof name}`);
  if (!name || name.includes('\0') || name.startsWith('.') || name.includes('$')) throw invalidNamespace(`Invalid collection name: ${name}`);
  return name;
}

/** The command body (or one of its fields) decoded without promoting numbers, to keep exact BSON types. */
export function typedField(ctx: CommandContext, field: string | undefined): unknown {
  if (field) {
    const seq = ctx.rawSequences.get(field);
    if (seq) return seq.map(typed);
  }
  if (!ctx.rawBody) return undefined;
  const body = typed(ctx.rawBody);
  return field ? body[field] : body;
}

/** The first batch of a new cursor over docs, encoded as mongod's cursor reply. */
export function cursorReply(cursors: CursorStore, ns: string, docs: Uint8Array[], batchSize: unknown, singleBatch: boolean, deadline?: Deadline): Buffer {
  const { batch, id } = cursors.firstBatch(ns, docs, num(batchSize), singleBatch, deadline !== undefined);
  return encodeCursorReply('firstBatch', batch, id, ns);
}
