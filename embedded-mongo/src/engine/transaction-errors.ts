import { CommandError } from '../common/errors';

/** mongod's label telling drivers (withTransaction) that retrying the whole transaction may succeed. */
const TRANSIENT_TRANSACTION_ERROR = 'TransientTransactionError';

/** `{ txnNumber: N }` as mongod prints a transaction number in its messages. */
const txn = (n: bigint) => `{ txnNumber: ${n} }`;

export const writeConflict = () =>
  new CommandError(
    112,
    'WriteConflict',
    'Caused by :: Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
  );

export const noSuchTransaction = (requested: bigint, active: bigint | undefined) =>
  new CommandError(
    251,
    'NoSuchTransaction',
    `Given transaction number ${requested} does not match any in-progress transactions. The active transaction number is ${active ?? -1}`,
  );

export const transactionAborted = (n: bigint) => new CommandError(251, 'NoSuchTransaction', `Transaction with ${txn(n)} has been aborted.`);

export const transactionCommitted = (n: bigint) => new CommandError(256, 'TransactionCommitted', `Transaction with ${txn(n)} has been committed.`);

export const transactionTooOld = (n: bigint, session: string, active: bigint) =>
  new CommandError(
    225,
    'TransactionTooOld',
    `Cannot start transaction with ${txn(n)} on session ${session} because a newer transaction with txnNumberAndRetryCounter { txnNumber: ${active}, txnRetryCounter: 0 } has already started on this session.`,
  );

export const sameTxnNumber = () =>
  new CommandError(117, 'ConflictingOperationInProgress', 'Only servers in a sharded cluster can start a new transaction at the active transaction number');

export const notInTransaction = (command: string) => new CommandError(125, 'CommandFailed', `${command} must be run within a transaction`);

export const notSupportedInTransaction = (msg: string) => new CommandError(263, 'OperationNotSupportedInTransaction', msg);

export const systemCollectionWrite = (ns: string) =>
  new CommandError(50791, 'Location50791', `Cannot write to system collection ${ns} within a transaction.`);

/** Codes mongod labels TransientTransactionError inside a transaction (error_labels.cpp). */
const TRANSIENT_CODES = new Set([112 /* WriteConflict */, 24 /* LockTimeout */, 246 /* SnapshotUnavailable */, 239 /* SnapshotTooOld */, 251 /* NoSuchTransaction */]);

/** The error with the TransientTransactionError label when mongod would give it one. */
export function withTransientLabel(e: CommandError): CommandError {
  if (!TRANSIENT_CODES.has(e.code) || e.extra.errorLabels) return e;
  return new CommandError(e.code, e.codeName, e.message, { ...e.extra, errorLabels: [TRANSIENT_TRANSACTION_ERROR] });
}
