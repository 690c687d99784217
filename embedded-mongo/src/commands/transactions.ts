import { BSON } from 'bson';
import { badValue, invalidOptions, toCommandError } from '../common/errors';
import { Engine } from '../engine/engine';
import { sessionKey, txnOf } from './retryable-writes';
import { Transaction } from '../engine/transaction';
import { OpenTransactions } from '../engine/open-transactions';
import {
  noSuchTransaction,
  notInTransaction,
  notSupportedInTransaction,
  sameTxnNumber,
  systemCollectionWrite,
  transactionAborted,
  transactionCommitted,
  transactionTooOld,
  withTransientLabel,
  writeConflict,
} from '../engine/transaction-errors';
import { Doc, isPlainObject } from '../common/values';

type Reply = Doc | Buffer;

/** Commands mongod 7.0 runs inside a multi-document transaction (the others: 263 OperationNotSupportedInTransaction). */
const ALLOWED = new Set([
  'abortTransaction',
  'aggregate',
  'commitTransaction',
  'create',
  'createIndexes',
  'delete',
  'distinct',
  'find',
  'findAndModify',
  'findandmodify',
  'getMore',
  'insert',
  'killCursors',
  'update',
]);
const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);
const READ_CONCERNS_IN_TRANSACTION = new Set(['local', 'majority', 'snapshot']);

const SESSION_IDLE_MS = 30 * 60_000; // logicalSessionTimeoutMinutes

interface SessionTransactions {
  /** The session's active transaction number and its transaction. */
  txnNumber: bigint;
  txn: Transaction;
  lastUsed: number;
}

/**
 * The transaction protocol of a replica-set member: statements carrying `lsid`, `txnNumber` and `autocommit: false`
 * (the first also `startTransaction: true`), then `commitTransaction` or `abortTransaction`, with mongod's errors.
 */
export class Transactions {
  private readonly sessions = new Map<string, SessionTransactions>();
  private readonly open: OpenTransactions;
  /** mongod's transactionLifetimeLimitSeconds: older transactions are aborted. */
  lifetimeLimitSeconds = 60;
  private reaper: NodeJS.Timeout | null = null;

  constructor(private readonly engine: Engine) {
    this.open = new OpenTransactions(engine);
  }

  /** Runs a command that carries `autocommit` / `startTransaction`, or a commitTransaction / abortTransaction. */
  async run(name: string, cmd: Doc, db: string, handler: () => Reply | Promise<Reply>): Promise<Reply> {
    try {
      return await this.runInSession(name, cmd, db, handler);
    } catch (e) {
      const err = toCommandError(e);
      return Promise.reject(cmd.autocommit === undefined ? err : withTransientLabel(err));
    }
  }

  /** Ends the transactions of ended (or killed) sessions. */
  endSessions(ids: unknown): void {
    if (!Array.isArray(ids)) return;
    for (const lsid of ids) {
      const key = sessionKey(lsid);
      const s = key === undefined ? undefined : this.sessions.get(key);
      if (!s) continue;
      this.open.abort(s.txn);
      this.sessions.delete(key!);
    }
  }

  private async runInSession(name: string, cmd: Doc, db: string, handler: () => Reply | Promise<Reply>): Promise<Reply> {
    const isCommit = name === 'commitTransaction';
    const isAbort = name === 'abortTransaction';
    if (cmd.autocommit === undefined) {
      if (cmd.startTransaction !== undefined) throw invalidOptions("'startTransaction' field requires 'autocommit' field to also be specified");
      throw notInTransaction(name);
    }
    if (cmd.txnNumber === undefined) throw invalidOptions("'autocommit' field requires a transaction number to also be specified");
    if (cmd.autocommit !== false) throw invalidOptions('Specifying autocommit=true is not allowed.');
    if (cmd.startTransaction !== undefined && cmd.startTransaction !== true) throw invalidOptions('Specifying startTransaction=false is not allowed.');
    const key = sessionKey(cmd.lsid);
    if (key === undefined) throw invalidOptions('Transaction number requires a session ID to also be specified');
    const n = txnOf(cmd.txnNumber);
    if (n < 0n) throw invalidOptions('Transaction number cannot be negative');
    this.checkAllowed(name, cmd, db);

    const now = Date.now();
    this.expire(now);
    let session = this.sessions.get(key);
    if (session && n < session.txnNumber) throw transactionTooOld(n, sessionText(cmd.lsid), session.txnNumber);
    if (cmd.startTransaction) {
      if (session && n === session.txnNumber) throw sameTxnNumber();
      checkReadConcern(cmd.readConcern);
      if (session) this.open.abort(session.txn); // a newer transaction number ends the session's transaction
      this.sweep(now);
      session = { txnNumber: n, txn: new Transaction(n, now + this.lifetimeLimitSeconds * 1000), lastUsed: now };
      this.sessions.set(key, session);
      this.open.add(session.txn);
      this.startReaper();
    } else {
      if (!session || n !== session.txnNumber) throw noSuchTransaction(n, session?.txnNumber);
      if (cmd.readConcern !== undefined) throw invalidOptions('Only the first command in a transaction may specify a readConcern');
    }
    session.lastUsed = now;
    const txn = session.txn;
    if (txn.state === 'aborted') throw transactionAborted(n);
    if (txn.state === 'committed') {
      if (isCommit) return { ok: 1 }; // commitTransaction is retryable
      throw transactionCommitted(n);
    }
    if (isAbort) {
      this.open.abort(txn);
      return { ok: 1 };
    }
    if (isCommit) return this.commit(txn);
    if (cmd.writeConcern !== undefined) throw invalidOptions('writeConcern is not allowed within a multi-statement transaction');
    return this.statement(txn, name, cmd, db, handler);
  }

  /** mongod refuses these before looking at the transaction (they do not abort it). */
  private checkAllowed(name: string, cmd: Doc, db: string): void {
    if (name === 'count')
      throw notSupportedInTransaction(
        "Cannot run 'count' in a multi-document transaction. Please see http://dochub.mongodb.org/core/transaction-count for a recommended alternative.",
      );
    if (!ALLOWED.has(name)) throw notSupportedInTransaction(`Cannot run '${name}' in a multi-document transaction.`);
    if (db === 'local') throw notSupportedInTransaction(`Cannot run command against the '${db}' database in a transaction.`);
    if (db === 'config') throw notSupportedInTransaction('Cannot run command against the config database in a transaction.');
    const target = cmd[name];
    if (typeof target === 'string' && (target === 'system.profile' || target === 'system.views'))
      throw notSupportedInTransaction(`Cannot run command against the '${db}.${target}' collection in a transaction.`);
    if (WRITES.has(name) && typeof target === 'string' && target.startsWith('system.')) throw systemCollectionWrite(`${db}.${target}`);
  }

  /** One statement of the transaction, run on its view; any error aborts the transaction, as in mongod. */
  private async statement(txn: Transaction, name: string, cmd: Doc, db: string, handler: () => Reply | Promise<Reply>): Promise<Reply> {
    if (txn.doomed) {
      this.open.abort(txn);
      throw writeConflict();
    }
    // In a transaction the first write error ends the batch (mongod fails the whole batch).
    if (name === 'insert' || name === 'update' || name === 'delete') cmd.ordered = true;
    const mount = this.open.mount(txn);
    let pending: Reply | Promise<Reply>;
    try {
      if (txn.doomed) throw writeConflict();
      if (name === 'createIndexes') this.checkIndexCreation(txn, cmd, db);
      pending = handler(); // runs synchronously up to its (captured) commit: nothing else runs while mounted
    } catch (e) {
      this.open.unmount(txn, mount);
      this.open.abort(txn);
      throw e;
    }
    this.open.unmount(txn, mount);
    let reply: Reply;
    try {
      reply = await pending;
    } catch (e) {
      this.open.abort(txn);
      throw mount.conflict ?? e;
    }
    if (mount.conflict) {
      this.open.abort(txn);
      throw mount.conflict;
    }
    if (!Buffer.isBuffer(reply) && (reply.ok === 0 || reply.writeErrors)) this.open.abort(txn);
    return reply;
  }

  /** Indexes can be created in a transaction only on a collection it created. */
  private checkIndexCreation(txn: Transaction, cmd: Doc, db: string): void {
    const name = cmd.createIndexes;
    if (typeof name !== 'string' || !Array.isArray(cmd.indexes)) return;
    const c = this.engine.collection(db, name);
    if (!c || txn.namespaces.get(c.ns)?.created === c) return;
    if (cmd.indexes.some((ix: unknown) => !isPlainObject(ix) || !c.indexes.has(ix.name)))
      throw notSupportedInTransaction(`Cannot create new indexes on existing collection ${c.ns} in a multi-document transaction.`);
  }

  private async commit(txn: Transaction): Promise<Reply> {
    let entries;
    try {
      entries = this.open.commit(txn);
    } catch (e) {
      this.open.abort(txn);
      throw e;
    }
    await this.engine.commit(entries); // one journal record: all of the transaction or nothing, also after a crash
    return { ok: 1 };
  }

  private expire(now: number): void {
    this.open.abortExpired(now);
  }

  /** Forgets sessions idle past the logical session timeout (their transactions are long over). */
  private sweep(now: number): void {
    if (this.sessions.size < 1024) return;
    for (const [k, s] of this.sessions) if (s.txn.state !== 'inProgress' && now - s.lastUsed > SESSION_IDLE_MS) this.sessions.delete(k);
  }

  /** Aborts expired transactions while any is open (a timer that never keeps the process alive). */
  private startReaper(): void {
    if (this.reaper) return;
    this.reaper = setInterval(() => {
      this.expire(Date.now());
      if (!this.open.size && this.reaper) {
        clearInterval(this.reaper);
        this.reaper = null;
      }
    }, 1000);
    this.reaper.unref();
  }

  /** setParameter transactionLifetimeLimitSeconds: returns the previous value. */
  setLifetimeLimit(value: unknown): number {
    const seconds = Number(value);
    if (!Number.isInteger(seconds) || seconds < 1) throw badValue(`transactionLifetimeLimitSeconds must be greater than or equal to 1s`);
    const was = this.lifetimeLimitSeconds;
    this.lifetimeLimitSeconds = seconds;
    return was;
  }
}

function checkReadConcern(rc: unknown): void {
  if (rc === undefined) return;
  const level = isPlainObject(rc) ? rc.level : undefined;
  if (level !== undefined && !READ_CONCERNS_IN_TRANSACTION.has(level))
    throw invalidOptions(`The readConcern level must be either 'local' (default), 'majority' or 'snapshot' in order to run in a transaction`);
}

/** The session id as mongod prints it in messages. */
function sessionText(lsid: unknown): string {
  const id = (lsid as Doc | undefined)?.id;
  return id instanceof BSON.Binary || id instanceof BSON.UUID ? `{ id: ${id.toString('hex')} }` : String(lsid);
}
