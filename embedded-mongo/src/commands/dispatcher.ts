import { CursorStore } from './cursors';
import { Deadline, maxTimeExpired, parseMaxTimeMS } from '../common/deadline';
import { Engine } from '../engine/engine';
import { commandNotFound, failedToParse, toCommandError } from '../common/errors';
import { FailPoints } from './fail-points';
import { ReplicaSetIdentity } from './replica-set';
import { RetryableWrites } from './retryable-writes';
import { ServerParameters } from './server-parameters';
import { Transactions } from './transactions';
import { ChangeStreams } from '../changes/change-streams';
import { TtlMonitor } from '../engine/ttl-monitor';
import { Doc } from '../common/values';
import { catalogHandlers } from './catalog';
import { CommandContext, CommandServices, Handlers, Reply } from './context';
import { indexHandlers } from './indexes';
import { readHandlers } from './reads';
import { serverInfoHandlers, transactionsRefused } from './server-info';
import { writeHandlers } from './writes';

/** Commands a driver retries with the same lsid and txnNumber (retryable writes). */
const RETRYABLE_WRITES = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);

/** Runs one command: finds its handler, applies maxTimeMS, transactions and retryable writes around it. */
export class Commands {
  private readonly handlers: Handlers;
  private readonly retryableWrites = new RetryableWrites();
  readonly failPoints = new FailPoints();
  private readonly transactions: Transactions;
  private readonly changeStreams: ChangeStreams;

  constructor(
    private readonly engine: Engine,
    cursors: CursorStore,
    private readonly identity: ReplicaSetIdentity = { name: null, address: () => '' },
    ttl?: TtlMonitor,
  ) {
    this.transactions = new Transactions(engine);
    this.changeStreams = new ChangeStreams(engine, () => !!this.identity.name);
    const services: CommandServices = {
      engine,
      cursors,
      identity,
      ttl,
      failPoints: this.failPoints,
      parameters: new ServerParameters(ttl, this.transactions),
      transactions: this.transactions,
      changeStreams: this.changeStreams,
    };
    this.handlers = {
      ...serverInfoHandlers(services),
      ...catalogHandlers(services),
      ...indexHandlers(services),
      ...readHandlers(services),
      ...writeHandlers(services),
    };
  }

  async run(cmd: Doc, ctx: CommandContext): Promise<Reply> {
    const name = Object.keys(cmd)[0];
    try {
      if (!name) throw failedToParse('empty command');
      const handler = Object.prototype.hasOwnProperty.call(this.handlers, name) ? this.handlers[name] : undefined;
      if (!handler) throw commandNotFound(name);
      const inTransaction = cmd.startTransaction !== undefined || cmd.autocommit !== undefined;
      if (!this.identity.name && (inTransaction || cmd.txnNumber !== undefined)) throw transactionsRefused();
      // maxTimeMS limits the whole operation (getMore's own maxTimeMS means something else: see getMore).
      if (cmd.maxTimeMS !== undefined && name !== 'getMore') ctx = { ...ctx, deadline: this.startDeadline(parseMaxTimeMS(name, cmd.maxTimeMS)) };
      const reply =
        this.identity.name && (inTransaction || name === 'commitTransaction' || name === 'abortTransaction')
          ? await this.transactions.run(name, cmd, ctx.db, () => handler(cmd, ctx))
          : cmd.txnNumber !== undefined && RETRYABLE_WRITES.has(name)
            ? await this.retryableWrites.run(cmd, async () => handler(cmd, ctx))
            : await handler(cmd, ctx);
      return this.withClusterTime(reply);
    } catch (e) {
      return this.withClusterTime(toCommandError(e).toReply());
    }
  }

  /** A connection closed: whatever it was waiting on ends. */
  connectionClosed(connectionId: number): void {
    this.changeStreams.connectionClosed(connectionId);
  }

  close(): void {
    this.changeStreams.close();
  }

  /** A replica-set member gossips its cluster time on every (non-cursor) reply, as mongod does. */
  private withClusterTime(reply: Reply): Reply {
    if (!this.identity.name || Buffer.isBuffer(reply)) return reply;
    return { ...reply, $clusterTime: this.engine.clock.gossip(), operationTime: this.engine.clock.latest() };
  }

  /** The time limit of an operation (none for 0); the maxTimeAlwaysTimeOut fail point expires it at once. */
  private startDeadline(ms: number): Deadline | undefined {
    if (!ms) return undefined;
    if (this.failPoints.shouldFail('maxTimeAlwaysTimeOut')) throw maxTimeExpired();
    return Deadline.after(ms);
  }
}
