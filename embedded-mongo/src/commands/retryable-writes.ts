import { Long } from 'bson';
import { CommandError } from '../common/errors';
import { Doc } from '../common/values';

type Reply = Doc | Buffer;

interface SessionState {
  txnNumber: bigint;
  /** The reply of the session's latest retryable write (a retry of it gets the same reply, not a second write). */
  reply: Promise<Reply>;
  lastUsed: number;
}

const SESSION_IDLE_MS = 30 * 60_000; // logicalSessionTimeoutMinutes

export const sessionKey = (lsid: unknown): string | undefined => {
  const id = (lsid as Doc | undefined)?.id;
  const bytes = id?.buffer ?? id;
  return bytes instanceof Uint8Array ? Buffer.from(bytes).toString('hex') : undefined;
};

export const txnOf = (v: unknown): bigint => (Long.isLong(v) ? v.toBigInt() : BigInt(Math.trunc(Number(v))));

/**
 * Retryable writes: a driver resends a write with the same lsid and txnNumber when it lost the reply; the write
 * must then happen once. Each session remembers its latest txnNumber and that write's reply.
 */
export class RetryableWrites {
  private readonly sessions = new Map<string, SessionState>();

  run(cmd: Doc, write: () => Promise<Reply>): Promise<Reply> {
    const key = sessionKey(cmd.lsid);
    if (!key) throw new CommandError(72, 'InvalidOptions', 'Must run a retryable write in a session (lsid missing)');
    const txnNumber = txnOf(cmd.txnNumber);
    const now = Date.now();
    this.sweep(now);
    const known = this.sessions.get(key);
    if (known && txnNumber < known.txnNumber)
      throw new CommandError(
        225,
        'TransactionTooOld',
        `Retryable write with txnNumber ${txnNumber} is prohibited on session ${key} because a newer retryable write with txnNumber ${known.txnNumber} has already started on this session.`,
      );
    if (known && txnNumber === known.txnNumber) {
      known.lastUsed = now;
      return known.reply;
    }
    const reply = write();
    this.sessions.set(key, { txnNumber, reply, lastUsed: now });
    return reply;
  }

  private sweep(now: number): void {
    if (this.sessions.size < 1024) return;
    for (const [k, s] of this.sessions) if (now - s.lastUsed > SESSION_IDLE_MS) this.sessions.delete(k);
  }
}
