import 'mingo/init/system';
import { Aggregator } from 'mingo';
import { BSON, Long } from 'bson';
import { Collection, DocEntry, validateIndexSpec } from './collection';
import { groupByCollation, operationCollation, parseCollation } from './collation';
import { indexCollation, sameCollationSpec } from './index-collation';
import { Engine } from './engine';
import { CursorStore } from './cursors';
import {
  badValue,
  CommandError,
  commandNotFound,
  cursorNotFound,
  failedToParse,
  illegalOperation,
  indexKeySpecsConflict,
  indexNotFound,
  indexOptionsConflict,
  invalidNamespace,
  invalidOptions,
  namespaceExists,
  namespaceNotFound,
  toCommandError,
  typeMismatch,
} from './errors';
import { contextFor } from './match-operators';
import { compileFilter, countMatching, findEntries } from './query';
import { compileProjection } from './projection';
import { Deadline, isMaxTimeExpired, maxTimeExpired, parseMaxTimeMS } from './deadline';
import { FailPoints } from './fail-points';
import { ServerParameters } from './server-parameters';
import { TtlMonitor } from './ttl-monitor';
import { validateIdIndexTtl, validateTtlSpec } from './ttl-index';
import { Entry, Op } from './storage';
import { applyUpdate, idChanged, isOperatorUpdate, serializeUpdated, upsertSeed, validateUpdate, withIdFirst } from './update';
import { Doc, getPath, isPlainObject, keyOf, renderValue } from './values';
import { prepareTextPipeline, withoutTextScore, withTextScore } from './text/aggregate';
import { compileTextScoreProjection } from './text/find';
import { checkTextScoreAvailable, hasText } from './text/search';
import { checkTextIndexConflict, isTextKey, normalizeTextSpec } from './text/spec';
import { encodeCursorReply } from './wire';
import { ReplicaSetIdentity, replicaSetHelloFields } from './replica-set';
import { RetryableWrites } from './retryable-writes';
import { refuseWhereInPipeline } from './where';
import { checkCreateOptions, collMod } from './collmod';
import { checkPipelineStages } from './pipeline-stages';
import { explainAggregate, explainCommand } from './explain';
import { jsonSchemaValidator } from './schema-filter';
import { checkInsertedDoc, checkUpdatedDoc, checkUpsertedDoc } from './write-checks';
import { Transactions } from './transactions';
import { ChangeStreams } from './change-streams';
import { assertNoLateChangeStream, isChangeStreamPipeline } from './change-stream-spec';

export interface CommandContext {
  db: string;
  rawSequences: Map<string, Uint8Array[]>;
  rawBody?: Uint8Array;
  connectionId: number;
  /** The command's time limit (maxTimeMS); absent when it has none. */
  deadline?: Deadline;
}

export type Reply = Doc | Buffer;
type Handler = (cmd: Doc, ctx: CommandContext) => Reply | Promise<Reply>;

const MAX_WIRE_VERSION = 21; // MongoDB 7.0
const startedAt = Date.now();

/** A standalone mongod refuses every transaction this way. */
const transactionsRefused = () => illegalOperation('Transaction numbers are only allowed on a replica set member or mongos');

/** Commands a driver retries with the same lsid and txnNumber (retryable writes). */
const RETRYABLE_WRITES = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);

const num = (v: unknown): number | undefined => (v === undefined || v === null ? undefined : Number(v));
const copyRaw = (raw: Uint8Array) => Uint8Array.prototype.slice.call(raw) as Uint8Array;
const typed = (raw: Uint8Array) => BSON.deserialize(raw, { promoteValues: false, promoteBuffers: false }) as Doc;

function collName(cmd: Doc, key: string): string {
  const name = cmd[key];
  if (typeof name !== 'string') throw invalidNamespace(`collection name has invalid type ${typeof name}`);
  if (!name || name.includes('\0') || name.startsWith('.') || name.includes('$')) throw invalidNamespace(`Invalid collection name: ${name}`);
  return name;
}

/** The command body (or one of its fields) decoded without promoting numbers, to keep exact BSON types. */
function typedField(ctx: CommandContext, field: string | undefined): unknown {
  if (field) {
    const seq = ctx.rawSequences.get(field);
    if (seq) return seq.map(typed);
  }
  if (!ctx.rawBody) return undefined;
  const body = typed(ctx.rawBody);
  return field ? body[field] : body;
}

function writeError(index: number, e: unknown): Doc {
  const err = toCommandError(e);
  return { index, code: err.code, errmsg: err.message, ...err.extra };
}

/**
 * mongoose's countDocuments sends [{$match}, {$group: {_id: 1, n: {$sum: 1}}}]; answer it without materializing
 * groups (the $match part already ran through the query planner).
 */
function countShortcut(rest: Doc[], count: () => number): Doc[] | undefined {
  if (rest.length !== 1 || !isPlainObject(rest[0].$group)) return undefined;
  const group = rest[0].$group;
  const keys = Object.keys(group);
  if (keys.length !== 2 || !('_id' in group)) return undefined;
  const id = group._id;
  if (!(id === null || typeof id === 'number' || typeof id === 'boolean')) return undefined;
  const field = keys.find((k) => k !== '_id')!;
  const acc = group[field];
  if (!isPlainObject(acc) || Object.keys(acc).length !== 1 || acc.$sum !== 1) return undefined;
  const matched = count();
  return matched ? [{ _id: id, [field]: matched }] : [];
}

/** The input documents of an aggregation, checking the time limit as the pipeline pulls them. */
function* withDeadline(docs: Doc[], deadline: Deadline): Generator<Doc> {
  for (const d of docs) {
    deadline.tick();
    yield d;
  }
}

/** An update by operators or a pipeline (a change stream 'update' event) rather than a replacement ('replace'). */
const byOperators = (u: Doc | Doc[]) => Array.isArray(u) || isOperatorUpdate(u);

/** One insert/update/delete batch in progress: the journal entries to commit and the documents written so far. */
interface WriteBatch {
  pending: Entry[];
  n: number;
}

export class Commands {
  private readonly handlers: Record<string, Handler>;
  private readonly retryableWrites = new RetryableWrites();
  readonly failPoints = new FailPoints();
  private readonly parameters: ServerParameters;
  private readonly transactions: Transactions;
  private readonly changeStreams: ChangeStreams;

  constructor(
    private readonly engine: Engine,
    private readonly cursors: CursorStore,
    private readonly identity: ReplicaSetIdentity = { name: null, address: () => '' },
    private readonly ttl?: TtlMonitor,
  ) {
    this.transactions = new Transactions(engine);
    this.parameters = new ServerParameters(ttl, this.transactions);
    this.changeStreams = new ChangeStreams(engine, () => !!this.identity.name);
    const hello: Handler = (cmd, ctx) => this.hello(cmd, ctx);
    this.handlers = {
      hello,
      isMaster: hello,
      ismaster: hello,
      ping: () => ({ ok: 1 }),
      buildInfo: () => this.buildInfo(),
      buildinfo: () => this.buildInfo(),
      getParameter: (cmd) => this.getParameter(cmd),
      getCmdLineOpts: () => ({ argv: ['embedded-mongo'], parsed: {}, ok: 1 }),
      hostInfo: () => ({ system: { currentTime: new Date(), hostname: '127.0.0.1' }, os: {}, extra: {}, ok: 1 }),
      serverStatus: () => ({ host: '127.0.0.1', version: '7.0.0', process: 'embedded-mongo', pid: Long.fromNumber(process.pid), uptime: (Date.now() - startedAt) / 1000, localTime: new Date(), metrics: this.metrics(), ok: 1 }),
      setParameter: (cmd, ctx) => this.parameters.set(cmd, ctx.db),
      configureFailPoint: (cmd, ctx) => this.failPoints.configure(cmd, ctx.db),
      whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
      connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
      endSessions: (cmd) => this.endSessions(cmd.endSessions),
      killSessions: (cmd) => this.endSessions(cmd.killSessions),
      refreshSessions: () => ({ ok: 1 }),
      killAllSessions: () => ({ ok: 1 }),
      startSession: () => ({ id: { id: new BSON.UUID() }, timeoutMinutes: 30, ok: 1 }),
      commitTransaction: () => {
        throw transactionsRefused();
      },
      abortTransaction: () => {
        throw transactionsRefused();
      },
      create: (cmd, ctx) => this.create(cmd, ctx),
      drop: (cmd, ctx) => this.drop(cmd, ctx),
      dropDatabase: (cmd, ctx) => this.dropDatabase(ctx),
      listCollections: (cmd, ctx) => this.listCollections(cmd, ctx),
      listDatabases: (cmd) => this.listDatabases(cmd),
      createIndexes: (cmd, ctx) => this.createIndexes(cmd, ctx),
      listIndexes: (cmd, ctx) => this.listIndexes(cmd, ctx),
      dropIndexes: (cmd, ctx) => this.dropIndexes(cmd, ctx, 'dropIndexes'),
      deleteIndexes: (cmd, ctx) => this.dropIndexes(cmd, ctx, 'deleteIndexes'),
      insert: (cmd, ctx) => this.insert(cmd, ctx),
      find: (cmd, ctx) => this.find(cmd, ctx),
      getMore: (cmd, ctx) => this.getMore(cmd, ctx),
      killCursors: (cmd) => this.killCursors(cmd),
      update: (cmd, ctx) => this.update(cmd, ctx),
      delete: (cmd, ctx) => this.delete(cmd, ctx),
      findAndModify: (cmd, ctx) => this.findAndModify(cmd, ctx, 'findAndModify'),
      findandmodify: (cmd, ctx) => this.findAndModify(cmd, ctx, 'findandmodify'),
      count: (cmd, ctx) => this.count(cmd, ctx),
      distinct: (cmd, ctx) => this.distinct(cmd, ctx),
      aggregate: (cmd, ctx) => this.aggregate(cmd, ctx),
      dbStats: (cmd, ctx) => this.dbStats(ctx),
      collStats: (cmd, ctx) => this.collStats(cmd, ctx),
      collMod: (cmd, ctx) => collMod(this.engine, cmd, ctx.db),
      explain: (cmd, ctx) => explainCommand(this.engine, cmd, ctx.db),
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

  private metrics(): Doc {
    const ttl = this.ttl?.stats ?? { passes: 0, subPasses: 0, deletedDocuments: 0 };
    return { ttl: { passes: Long.fromNumber(ttl.passes), subPasses: Long.fromNumber(ttl.subPasses), deletedDocuments: Long.fromNumber(ttl.deletedDocuments) } };
  }

  // ------------------------------------------------------------ handshake & admin

  private hello(cmd: Doc, ctx: CommandContext): Doc {
    const legacy = !!(cmd.isMaster ?? cmd.ismaster);
    return {
      ...(cmd.helloOk ? { helloOk: true } : {}),
      ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
      ...replicaSetHelloFields(this.identity, this.engine.clock),
      // No topologyVersion: it would ask the driver for streaming (exhaust) heartbeats, which this server does not
      // implement; without it the driver polls hello, which is all a standalone embedded server needs.
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
      localTime: new Date(),
      logicalSessionTimeoutMinutes: 30,
      connectionId: ctx.connectionId,
      minWireVersion: 0,
      maxWireVersion: MAX_WIRE_VERSION,
      readOnly: false,
      ok: 1,
    };
  }

  private buildInfo(): Doc {
    return {
      version: '7.0.0',
      gitVersion: 'embedded-mongo',
      versionArray: [7, 0, 0, 0],
      bits: 64,
      debug: false,
      maxBsonObjectSize: 16 * 1024 * 1024,
      storageEngines: ['embedded'],
      javascriptEngine: 'none',
      ok: 1,
    };
  }

  private getParameter(cmd: Doc): Doc {
    const known: Doc = { featureCompatibilityVersion: { version: '7.0' }, authenticationMechanisms: [], maxBSONDepth: 100, ...this.parameters.values() };
    const out: Doc = {};
    const all = cmd.getParameter === '*' || (isPlainObject(cmd.getParameter) && cmd.getParameter.allParameters);
    for (const k of Object.keys(known)) if (all || k in cmd) out[k] = known[k];
    return { ...out, ok: 1 };
  }

  private endSessions(ids: unknown): Doc {
    this.transactions.endSessions(ids);
    return { ok: 1 };
  }

  private dbStats(ctx: CommandContext): Doc {
    const colls = [...(this.engine.dbs.get(ctx.db)?.values() ?? [])];
    const objects = colls.reduce((n, c) => n + c.docs.size, 0);
    return { db: ctx.db, collections: colls.length, views: 0, objects, ok: 1 };
  }

  private collStats(cmd: Doc, ctx: CommandContext): Doc {
    const name = collName(cmd, 'collStats');
    const c = this.engine.collection(ctx.db, name);
    if (!c) throw namespaceNotFound(`Collection [${ctx.db}.${name}] not found.`);
    let size = 0;
    for (const e of c.docs.values()) size += e.raw.length;
    return { ns: c.ns, count: c.docs.size, size, nindexes: c.indexes.size, ok: 1 };
  }

  // ------------------------------------------------------------ catalog

  /** A catalog change: applied in memory, then journaled before the command replies. */
  private async applyAndCommit(entries: Entry[]): Promise<void> {
    this.engine.apply(entries);
    await this.engine.commit(entries);
  }

  private async create(cmd: Doc, ctx: CommandContext): Promise<Doc> {
    const name = collName(cmd, 'create');
    if (cmd.viewOn !== undefined) throw invalidOptions('views are not supported by the embedded server');
    checkCreateOptions(cmd);
    if (this.engine.collection(ctx.db, name)) throw namespaceExists(`Collection ${ctx.db}.${name} already exists.`);
    const options: Doc = {};
    for (const [k, v] of Object.entries(cmd))
      if (!['create', '$db', 'lsid', '$clusterTime', '$readPreference', 'writeConcern', 'apiVersion', 'apiStrict', 'apiDeprecationErrors'].includes(k)) options[k] = v;
    if (options.collation !== undefined) {
      // Stored resolved, as mongod shows it; the simple collation is the default and is not stored.
      const collation = parseCollation(options.collation, 'create.collation');
      if (collation) options.collation = collation.spec;
      else delete options.collation;
    }
    const entry = Engine.createEntry(ctx.db, name, options);
    await this.applyAndCommit([entry]);
    return { ok: 1 };
  }

  private async drop(cmd: Doc, ctx: CommandContext): Promise<Doc> {
    const name = collName(cmd, 'drop');
    const c = this.engine.collection(ctx.db, name);
    if (!c) return { ok: 1 };
    const entry: Entry = { op: Op.DropCollection, ns: c.ns, body: new Uint8Array(0) };
    await this.applyAndCommit([entry]);
    return { nIndexesWas: c.indexes.size, ns: c.ns, ok: 1 };
  }

  private async dropDatabase(ctx: CommandContext): Promise<Doc> {
    if (this.engine.dbs.has(ctx.db)) {
      const entry: Entry = { op: Op.DropDatabase, ns: ctx.db, body: new Uint8Array(0) };
      await this.applyAndCommit([entry]);
    }
    return { dropped: ctx.db, ok: 1 };
  }

  private listCollections(cmd: Doc, ctx: CommandContext): Buffer {
    const infos: Doc[] = [];
    for (const c of this.engine.dbs.get(ctx.db)?.values() ?? []) {
      infos.push(
        cmd.nameOnly
          ? { name: c.name, type: 'collection' }
          : { name: c.name, type: 'collection', options: c.options, info: { readOnly: false }, idIndex: c.indexes.get('_id_')!.spec },
      );
    }
    const test = compileFilter(cmd.filter ?? {});
    const docs = infos.filter((d) => !test || test(d)).map((d) => BSON.serialize(d));
    return this.cursorReply(`${ctx.db}.$cmd.listCollections`, docs, cmd.cursor?.batchSize, false);
  }

  private listDatabases(cmd: Doc): Doc {
    const databases = [...this.engine.dbs.entries()].map(([name, colls]) => {
      let size = 0;
      for (const c of colls.values()) for (const e of c.docs.values()) size += e.raw.length;
      return cmd.nameOnly ? { name } : { name, sizeOnDisk: size, empty: size === 0 };
    });
    const test = compileFilter(cmd.filter ?? {});
    const list = databases.filter((d) => !test || test(d));
    if (cmd.nameOnly) return { databases: list, ok: 1 };
    return { databases: list, totalSize: list.reduce((n, d: Doc) => n + d.sizeOnDisk, 0), totalSizeMb: 0, ok: 1 };
  }

  private async createIndexes(cmd: Doc, ctx: CommandContext): Promise<Doc> {
    const name = collName(cmd, 'createIndexes');
    if (!Array.isArray(cmd.indexes) || !cmd.indexes.length) throw badValue('Must specify at least one index to create');
    const pending: Entry[] = [];
    const existed = !!this.engine.collection(ctx.db, name);
    try {
      const c = this.engine.ensureCollection(ctx.db, name, pending);
      const before = c.indexes.size;
      for (const raw of cmd.indexes as Doc[]) {
        if (!isPlainObject(raw)) throw typeMismatch('index specification must be an object');
        validateTtlSpec(raw);
        let spec: Doc = { v: 2, key: raw.key, name: raw.name };
        for (const [k, v] of Object.entries(raw)) if (!['v', 'key', 'name', 'ns', 'background'].includes(k)) spec[k] = v;
        validateIndexSpec(spec);
        validateIdIndexTtl({ ...raw, v: raw.v ?? 2 });
        indexCollation(raw, spec, c);
        if (isTextKey(spec.key)) {
          spec = normalizeTextSpec(spec);
          if (checkTextIndexConflict([...c.indexes.values()].map((i) => i.spec), spec) === 'exists') continue;
        }
        const same = c.indexes.get(spec.name);
        if (same) {
          if (keyOf(same.spec.key) === keyOf(spec.key) && sameCollationSpec(same.spec, spec) && keyOf(same.spec.expireAfterSeconds) !== keyOf(spec.expireAfterSeconds))
            throw indexOptionsConflict(`An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`);
          if (keyOf(same.spec.key) !== keyOf(spec.key) || !sameCollationSpec(same.spec, spec)) throw indexKeySpecsConflict(`An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`);
          if (!!same.spec.unique !== !!spec.unique && !same.isId) throw indexOptionsConflict(`An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`);
          continue;
        }
        const sameKey = [...c.indexes.values()].find((i) => keyOf(i.spec.key) === keyOf(spec.key) && sameCollationSpec(i.spec, spec) && !!i.spec.unique === !!spec.unique && !i.spec.partialFilterExpression && !spec.partialFilterExpression);
        if (sameKey) throw indexOptionsConflict(`Index already exists with a different name: ${sameKey.name}`);
        const entry: Entry = { op: Op.CreateIndex, ns: c.ns, body: BSON.serialize(spec) };
        c.addIndex(spec, true); // throws E11000 on existing duplicates
        pending.push(entry);
      }
      const after = c.indexes.size;
      return {
        numIndexesBefore: before,
        numIndexesAfter: after,
        ...(after === before ? { note: 'all indexes already exist' } : {}),
        createdCollectionAutomatically: !existed,
        ok: 1,
      };
    } finally {
      await this.engine.commit(pending);
    }
  }

  private listIndexes(cmd: Doc, ctx: CommandContext): Buffer {
    const name = collName(cmd, 'listIndexes');
    const c = this.engine.collection(ctx.db, name);
    if (!c) throw namespaceNotFound(`ns does not exist: ${ctx.db}.${name}`);
    const docs = [...c.indexes.values()].map((i) => BSON.serialize(i.spec));
    return this.cursorReply(`${ctx.db}.$cmd.listIndexes.${name}`, docs, cmd.cursor?.batchSize, false);
  }

  private async dropIndexes(cmd: Doc, ctx: CommandContext, key: string): Promise<Doc> {
    const name = collName(cmd, key);
    const c = this.engine.collection(ctx.db, name);
    if (!c) throw namespaceNotFound(`ns not found ${ctx.db}.${name}`);
    const was = c.indexes.size;
    const target = cmd.index;
    let names: string[];
    if (target === '*') names = [...c.indexes.keys()].filter((n) => n !== '_id_');
    else if (typeof target === 'string') names = [target];
    else if (Array.isArray(target)) names = target.map(String);
    else if (isPlainObject(target)) {
      const found = [...c.indexes.values()].filter((i) => keyOf(i.spec.key) === keyOf(target));
      if (!found.length) throw indexNotFound(`can't find index with key: ${JSON.stringify(target)}`);
      // Indexes that differ only by collation share a key pattern: mongod then wants a name.
      if (found.length > 1)
        throw new CommandError(181, 'AmbiguousIndexKeyPattern', `${found.length} indexes found for key: ${renderValue(target)}, identify by name instead. Conflicting indexes: ${renderValue(found[0].spec)}, ${renderValue(found[1].spec)}`);
      names = [found[0].name];
    } else throw typeMismatch('index must be a string, an object or an array of strings');
    for (const n of names) {
      if (n === '_id_') throw invalidOptions('cannot drop _id index');
      if (!c.indexes.has(n)) throw indexNotFound(`index not found with name [${n}]`);
    }
    const entries: Entry[] = names.map((n) => ({ op: Op.DropIndex, ns: c.ns, body: BSON.serialize({ name: n }) }));
    await this.applyAndCommit(entries);
    return { nIndexesWas: was, ok: 1 };
  }

  // ------------------------------------------------------------ reads

  private cursorReply(ns: string, docs: Uint8Array[], batchSize: unknown, singleBatch: boolean, deadline?: Deadline): Buffer {
    const { batch, id } = this.cursors.firstBatch(ns, docs, num(batchSize), singleBatch, deadline !== undefined);
    return encodeCursorReply('firstBatch', batch, id, ns);
  }

  private find(cmd: Doc, ctx: CommandContext): Buffer {
    const name = collName(cmd, 'find');
    if (cmd.filter !== undefined && !isPlainObject(cmd.filter)) throw typeMismatch(`"filter" had the wrong type. Expected object, found ${typeof cmd.filter}`);
    const limitRaw = num(cmd.limit) ?? 0;
    const skip = num(cmd.skip) ?? 0;
    if (skip < 0) throw badValue('skip value must be non-negative');
    if (limitRaw < 0) throw badValue('limit value must be non-negative');
    const c = this.engine.collection(ctx.db, name);
    const collation = operationCollation(cmd.collation, c?.collation);
    checkTextScoreAvailable(cmd.filter, cmd.projection, cmd.sort);
    const textScores = hasText(cmd.filter) ? new Map<DocEntry, number>() : undefined;
    const projectScored = textScores ? compileTextScoreProjection(cmd.projection, undefined) : undefined;
    const projectOne = projectScored
      ? (e: DocEntry) => projectScored(e, textScores!.get(e) ?? 0)
      : compileProjection(cmd.projection, cmd.filter);
    const deadline = ctx.deadline;
    const entries = findEntries(c, { filter: cmd.filter ?? {}, sort: cmd.sort, skip, limit: limitRaw, hint: cmd.hint, deadline, collation, textScores });
    const docs = deadline ? entries.map((e) => (deadline.tick(), projectOne(e))) : entries.map(projectOne);
    const single = !!cmd.singleBatch || (limitRaw > 0 && docs.length <= limitRaw && num(cmd.batchSize) === undefined && docs.length <= 101);
    return this.cursorReply(`${ctx.db}.${name}`, docs, cmd.batchSize, single, deadline);
  }

  private getMore(cmd: Doc, ctx: CommandContext): Buffer | Promise<Doc> {
    const id = Long.isLong(cmd.getMore) ? cmd.getMore : Long.fromNumber(Number(cmd.getMore));
    if (this.changeStreams.owns(id)) return this.changeStreams.getMore(cmd, ctx.connectionId);
    const timeLimited = this.cursors.isTimeLimited(id);
    if (timeLimited !== undefined) {
      // Cursors of this store are never awaitData (change streams have their own), so getMore's maxTimeMS is refused like mongod does.
      if (cmd.maxTimeMS !== undefined) throw badValue('cannot set maxTimeMS on getMore command for a non-awaitData cursor');
      // A cursor opened with maxTimeMS keeps its limit; its results are already computed, so only the fail point can expire it.
      if (timeLimited && this.failPoints.shouldFail('maxTimeAlwaysTimeOut')) {
        this.cursors.kill(id);
        throw maxTimeExpired();
      }
    }
    const res = this.cursors.getMore(id, num(cmd.batchSize));
    if (!res) throw cursorNotFound(`cursor id ${id.toString()} not found`);
    return encodeCursorReply('nextBatch', res.batch, res.id, res.ns);
  }

  private killCursors(cmd: Doc): Doc {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const raw of (cmd.cursors ?? []) as unknown[]) {
      const id = Long.isLong(raw) ? raw : Long.fromNumber(Number(raw));
      (this.changeStreams.kill(id) || this.cursors.kill(id) ? killed : notFound).push(id);
    }
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  private count(cmd: Doc, ctx: CommandContext): Doc {
    const name = collName(cmd, 'count');
    const c = this.engine.collection(ctx.db, name);
    const query = cmd.query ?? {};
    const skip = num(cmd.skip) ?? 0;
    const limit = Math.abs(num(cmd.limit) ?? 0);
    const collation = operationCollation(cmd.collation, c?.collation);
    if (!c) return { n: 0, ok: 1 };
    const n = Math.max(0, countMatching(c, query, cmd.hint, ctx.deadline, collation) - skip);
    return { n: limit ? Math.min(n, limit) : n, ok: 1 };
  }

  private distinct(cmd: Doc, ctx: CommandContext): Doc {
    const name = collName(cmd, 'distinct');
    if (typeof cmd.key !== 'string') throw typeMismatch('"key" had the wrong type. Expected string');
    const c = this.engine.collection(ctx.db, name);
    const collation = operationCollation(cmd.collation, c?.collation);
    const seen = new Map<string, unknown>();
    for (const e of findEntries(c, { filter: cmd.query ?? {}, deadline: ctx.deadline, collation })) {
      const v = getPath(e.doc, cmd.key);
      for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined && !seen.has(keyOf(x))) seen.set(keyOf(x), x);
    }
    // Under a collation, values it calls equal are one (the first seen), listed in the collation's order as mongod does.
    if (collation) return { values: groupByCollation([...seen.values()], (x) => x, collation).map((g) => g.key).sort(collation.compareValues), ok: 1 };
    return { values: [...seen.values()], ok: 1 };
  }

  private aggregate(cmd: Doc, ctx: CommandContext): Reply {
    const target = cmd.aggregate;
    if (!Array.isArray(cmd.pipeline)) throw typeMismatch("'pipeline' option must be specified as an array");
    if (cmd.explain) return explainAggregate(this.engine, cmd, ctx.db);
    if (cmd.cursor === undefined) throw failedToParse("The 'cursor' option is required, except for aggregate with the explain argument");
    const pipeline = cmd.pipeline as Doc[];
    if (isChangeStreamPipeline(pipeline)) return this.changeStreams.aggregate(cmd, ctx.db);
    assertNoLateChangeStream(pipeline);
    checkPipelineStages(pipeline);
    refuseWhereInPipeline(pipeline);
    const text = prepareTextPipeline(pipeline);
    let input: Doc[];
    let rest = pipeline;
    let ns: string;
    const deadline = ctx.deadline;
    const c = typeof target === 'string' ? this.engine.collection(ctx.db, collName(cmd, 'aggregate')) : undefined;
    const collation = operationCollation(cmd.collation, c?.collation);
    if (typeof target === 'string') {
      ns = `${ctx.db}.${target}`;
      const counted = pipeline.length === 2 && isPlainObject(pipeline[0].$match) ? countShortcut(pipeline.slice(1), () => countMatching(c, pipeline[0].$match, cmd.hint, deadline, collation)) : undefined;
      if (counted) return this.cursorReply(ns, counted.map((d) => BSON.serialize(d)), cmd.cursor?.batchSize, false, deadline);
      if (text.textFirst) {
        const scores = new Map<DocEntry, number>();
        input = findEntries(c, { filter: pipeline[0].$match, textScores: scores, deadline, collation }).map((e) => withTextScore(e.doc, scores.get(e) ?? 0));
        rest = text.rest;
      } else if (pipeline.length && isPlainObject(pipeline[0].$match)) {
        input = findEntries(c, { filter: pipeline[0].$match, hint: cmd.hint, deadline, collation }).map((e) => e.doc);
        rest = pipeline.slice(1);
      } else if (cmd.hint !== undefined) input = findEntries(c, { filter: {}, hint: cmd.hint }).map((e) => e.doc);
      else input = c ? [...c.docs.values()].map((e) => e.doc) : [];
    } else {
      ns = `${ctx.db}.$cmd.aggregate`;
      input = [];
    }
    const counted = countShortcut(rest, () => input.length);
    if (counted) return this.cursorReply(ns, counted.map((d) => BSON.serialize(d)), cmd.cursor?.batchSize, false, deadline);
    const readOnly = rest.every((s) => ['$match', '$sort', '$skip', '$limit', '$count', '$group', '$project', '$sortByCount', '$facet'].includes(Object.keys(s)[0]));
    let out: Doc[];
    try {
      out = new Aggregator(rest, {
        processingMode: readOnly ? 0 : 1,
        context: contextFor(collation), // mongod's $type / $all / BinData ranges (and the collation) in later stages too
        jsonSchemaValidator,
        collectionResolver: (name: string) => [...(this.engine.collection(ctx.db, name)?.docs.values() ?? [])].map((e) => e.doc),
      } as never).run(deadline ? withDeadline(input, deadline) : input) as Doc[];
    } catch (e) {
      if (isMaxTimeExpired(e)) throw e;
      throw badValue((e as Error).message);
    }
    // Stages that hold every document (e.g. $sort, $group) cannot be interrupted inside mingo: check once at the end.
    deadline?.check();
    const docs = out.map((d) => BSON.serialize(text.textFirst ? withoutTextScore(d) : d));
    return this.cursorReply(ns, docs, cmd.cursor?.batchSize, false, deadline);
  }

  // ------------------------------------------------------------ writes

  /**
   * The shared loop of insert, update and delete: start(batch) sets up (inside the commit guard) and returns how one
   * op is applied; an op that throws becomes a writeError at its index and, in an ordered batch, ends the batch.
   * Whatever was applied, even when setup throws, is committed to the journal before the reply is built.
   */
  private async runWriteBatch<T>(
    ops: T[],
    ordered: boolean,
    start: (batch: WriteBatch) => (op: T, index: number) => void,
    extraReply: () => Doc = () => ({}),
  ): Promise<Doc> {
    const batch: WriteBatch = { pending: [], n: 0 };
    const writeErrors: Doc[] = [];
    try {
      const applyOne = start(batch);
      for (let i = 0; i < ops.length; i++) {
        try {
          applyOne(ops[i], i);
        } catch (e) {
          if (isMaxTimeExpired(e)) throw e; // like mongod: a time-out fails the command, not one op
          writeErrors.push(writeError(i, e));
          if (ordered) break;
        }
      }
    } finally {
      await this.engine.commit(batch.pending);
    }
    return { n: batch.n, ...extraReply(), ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
  }

  private async insert(cmd: Doc, ctx: CommandContext): Promise<Doc> {
    const name = collName(cmd, 'insert');
    const docs = cmd.documents as Doc[] | undefined;
    if (!Array.isArray(docs)) throw typeMismatch('documents must be an array');
    let raws = ctx.rawSequences.get('documents');
    if (!raws && ctx.rawBody) {
      const asRaw = BSON.deserialize(ctx.rawBody, { fieldsAsRaw: { documents: true } }) as Doc;
      if (Array.isArray(asRaw.documents) && asRaw.documents.length === docs.length) raws = asRaw.documents;
    }
    const bypass = cmd.bypassDocumentValidation === true;
    return this.runWriteBatch(docs, cmd.ordered !== false, (batch) => {
      const c = this.engine.ensureCollection(ctx.db, name, batch.pending);
      const bulk = docs.length > 256;
      return (d, i) => {
        if (!isPlainObject(d)) throw typeMismatch('document must be an object');
        let entry: DocEntry;
        if (raws && Object.keys(d)[0] === '_id' && !Array.isArray(d._id) && !(d._id instanceof RegExp)) {
          entry = c.makeEntry(copyRaw(raws[i]), d);
        } else {
          const t = withIdFirst(raws ? typed(raws[i]) : d);
          entry = c.makeEntry(BSON.serialize(t));
        }
        checkInsertedDoc(c, entry, bypass);
        c.checkUnique(entry.doc);
        c.put(entry, bulk);
        batch.pending.push(Engine.putEntry(c.ns, entry));
        batch.n++;
      };
    });
  }

  /** Replaces target with the updated document after the _id and unique checks; returns the new entry (or the old when unchanged). */
  private replaceDoc(c: Collection, target: DocEntry, updated: Doc, pending: Entry[], typedU: Doc | Doc[] | undefined, bypass: boolean, byOperators: boolean): { entry: DocEntry; modified: boolean } {
    if (keyOf(updated._id) !== keyOf(target.doc._id) || updated._id === undefined)
      throw idChanged(updated._id);
    const raw = serializeUpdated(withIdFirst(updated), target.raw, typedU);
    if (Buffer.compare(Buffer.from(raw), Buffer.from(target.raw.buffer, target.raw.byteOffset, target.raw.byteLength)) === 0) return { entry: target, modified: false };
    const entry = c.makeEntry(raw);
    checkUpdatedDoc(c, entry, target, bypass);
    c.checkUnique(entry.doc, target.id);
    c.put(entry);
    pending.push(Engine.putEntry(c.ns, entry, target, byOperators));
    return { entry, modified: true };
  }

  private insertUpserted(c: Collection, filter: Doc, u: ReturnType<typeof validateUpdate>, arrayFilters: Doc[] | undefined, pending: Entry[], typedU: Doc | Doc[] | undefined, bypass: boolean): DocEntry {
    const seed = upsertSeed(filter);
    const base = isOperatorUpdate(u) || Array.isArray(u) ? seed : seed._id !== undefined ? { _id: seed._id } : {};
    const doc = withIdFirst(applyUpdate(base, u, true, arrayFilters));
    const entry = c.makeEntry(serializeUpdated(doc, undefined, typedU, true));
    checkUpsertedDoc(c, entry, bypass);
    c.checkUnique(entry.doc);
    c.put(entry);
    pending.push(Engine.putEntry(c.ns, entry));
    return entry;
  }

  private async update(cmd: Doc, ctx: CommandContext): Promise<Doc> {
    const name = collName(cmd, 'update');
    const updates = cmd.updates as Doc[] | undefined;
    if (!Array.isArray(updates)) throw typeMismatch('updates must be an array');
    const upserted: Doc[] = [];
    const typedUpdates = typedField(ctx, 'updates') as Doc[] | undefined;
    const bypass = cmd.bypassDocumentValidation === true;
    let nModified = 0;
    return this.runWriteBatch(
      updates,
      cmd.ordered !== false,
      (batch) => (spec, i) => {
        const u = validateUpdate(spec.u);
        const filter = spec.q ?? {};
        if (spec.multi && !isOperatorUpdate(u) && !Array.isArray(u)) throw failedToParse('multi update is not supported for replacement-style update');
        const existing = this.engine.collection(ctx.db, name);
        const collation = operationCollation(spec.collation, existing?.collation);
        const targets = findEntries(existing, { filter, sort: spec.sort, limit: spec.multi ? 0 : 1, hint: spec.hint, deadline: ctx.deadline, collation });
        if (targets.length) {
          for (const t of targets) {
            const { modified } = this.replaceDoc(existing!, t, applyUpdate(t.doc, u, false, spec.arrayFilters, { filter, raw: t.raw }), batch.pending, typedUpdates?.[i]?.u, bypass, byOperators(u));
            batch.n++;
            if (modified) nModified++;
          }
        } else if (spec.upsert) {
          const c = this.engine.ensureCollection(ctx.db, name, batch.pending);
          const entry = this.insertUpserted(c, filter, u, spec.arrayFilters, batch.pending, typedUpdates?.[i]?.u, bypass);
          upserted.push({ index: i, _id: entry.doc._id });
          batch.n++;
        }
      },
      () => ({ nModified, ...(upserted.length ? { upserted } : {}) }),
    );
  }

  private async delete(cmd: Doc, ctx: CommandContext): Promise<Doc> {
    const name = collName(cmd, 'delete');
    const deletes = cmd.deletes as Doc[] | undefined;
    if (!Array.isArray(deletes)) throw typeMismatch('deletes must be an array');
    return this.runWriteBatch(deletes, cmd.ordered !== false, (batch) => {
      const c = this.engine.collection(ctx.db, name);
      return (spec) => {
        const limit = num(spec.limit) ?? 0;
        if (limit !== 0 && limit !== 1) throw failedToParse('The limit field in delete objects must be 0 or 1');
        const collation = operationCollation(spec.collation, c?.collation);
        for (const t of findEntries(c, { filter: spec.q ?? {}, limit, hint: spec.hint, deadline: ctx.deadline, collation })) {
          c!.remove(t.id);
          batch.pending.push(Engine.deleteEntry(c!.ns, t.doc._id, t));
          batch.n++;
        }
      };
    });
  }

  private async findAndModify(cmd: Doc, ctx: CommandContext, key: string): Promise<Doc> {
    const name = collName(cmd, key);
    const pending: Entry[] = [];
    const projectOne = compileProjection(cmd.fields ?? cmd.projection, cmd.query);
    const value = (e: DocEntry | undefined) => (e ? typed(projectOne(e)) : null);
    try {
      if (cmd.remove && cmd.update !== undefined) throw failedToParse('Cannot specify both an update and remove=true');
      if (!cmd.remove && cmd.update === undefined) throw failedToParse('Either an update or remove=true must be specified');
      if (cmd.remove && cmd.new) throw failedToParse('Cannot specify both new=true and remove=true; \'remove\' always returns the deleted document');
      const c = this.engine.collection(ctx.db, name);
      const filter = cmd.query ?? {};
      const collation = operationCollation(cmd.collation, c?.collation);
      const [target] = findEntries(c, { filter, sort: cmd.sort, limit: 1, hint: cmd.hint, deadline: ctx.deadline, collation });
      if (cmd.remove) {
        if (!target) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
        c!.remove(target.id);
        pending.push(Engine.deleteEntry(c!.ns, target.doc._id, target));
        return { lastErrorObject: { n: 1 }, value: value(target), ok: 1 };
      }
      const u = validateUpdate(cmd.update);
      if (target) {
        const typedU = (typedField(ctx, undefined) as Doc | undefined)?.update;
        const { entry } = this.replaceDoc(c!, target, applyUpdate(target.doc, u, false, cmd.arrayFilters, { filter, raw: target.raw }), pending, typedU, cmd.bypassDocumentValidation === true, byOperators(u));
        return { lastErrorObject: { n: 1, updatedExisting: true }, value: value(cmd.new ? entry : target), ok: 1 };
      }
      if (cmd.upsert) {
        const coll = this.engine.ensureCollection(ctx.db, name, pending);
        const entry = this.insertUpserted(coll, filter, u, cmd.arrayFilters, pending, (typedField(ctx, undefined) as Doc | undefined)?.update, cmd.bypassDocumentValidation === true);
        return { lastErrorObject: { n: 1, updatedExisting: false, upserted: entry.doc._id }, value: cmd.new ? value(entry) : null, ok: 1 };
      }
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    } finally {
      await this.engine.commit(pending);
    }
  }
}
