import { BSON, Long } from 'bson';
import { illegalOperation, namespaceNotFound } from '../common/errors';
import { replicaSetHelloFields } from './replica-set';
import { Doc, isPlainObject } from '../common/values';
import { collName, CommandContext, CommandServices, Handler, Handlers } from './context';

const MAX_WIRE_VERSION = 21; // MongoDB 7.0
const startedAt = Date.now();

/** A standalone mongod refuses every transaction this way. */
export const transactionsRefused = () => illegalOperation('Transaction numbers are only allowed on a replica set member or mongos');

function hello(s: CommandServices, cmd: Doc, ctx: CommandContext): Doc {
  const legacy = !!(cmd.isMaster ?? cmd.ismaster);
  return {
    ...(cmd.helloOk ? { helloOk: true } : {}),
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    ...replicaSetHelloFields(s.identity, s.engine.clock),
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

function buildInfo(): Doc {
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

function getParameter(s: CommandServices, cmd: Doc): Doc {
  const known: Doc = { featureCompatibilityVersion: { version: '7.0' }, authenticationMechanisms: [], maxBSONDepth: 100, ...s.parameters.values() };
  const out: Doc = {};
  const all = cmd.getParameter === '*' || (isPlainObject(cmd.getParameter) && cmd.getParameter.allParameters);
  for (const k of Object.keys(known)) if (all || k in cmd) out[k] = known[k];
  return { ...out, ok: 1 };
}

function metrics(s: CommandServices): Doc {
  const ttl = s.ttl?.stats ?? { passes: 0, subPasses: 0, deletedDocuments: 0 };
  return { ttl: { passes: Long.fromNumber(ttl.passes), subPasses: Long.fromNumber(ttl.subPasses), deletedDocuments: Long.fromNumber(ttl.deletedDocuments) } };
}

function endSessions(s: CommandServices, ids: unknown): Doc {
  s.transactions.endSessions(ids);
  return { ok: 1 };
}

function dbStats(s: CommandServices, ctx: CommandContext): Doc {
  const colls = [...(s.engine.dbs.get(ctx.db)?.values() ?? [])];
  const objects = colls.reduce((n, c) => n + c.docs.size, 0);
  return { db: ctx.db, collections: colls.length, views: 0, objects, ok: 1 };
}

function collStats(s: CommandServices, cmd: Doc, ctx: CommandContext): Doc {
  const name = collName(cmd, 'collStats');
  const c = s.engine.collection(ctx.db, name);
  if (!c) throw namespaceNotFound(`Collection [${ctx.db}.${name}] not found.`);
  let size = 0;
  for (const e of c.docs.values()) size += e.raw.length;
  return { ns: c.ns, count: c.docs.size, size, nindexes: c.indexes.size, ok: 1 };
}

/** The handshake, server information, parameters, fail points, sessions and statistics commands. */
export function serverInfoHandlers(s: CommandServices): Handlers {
  const helloHandler: Handler = (cmd, ctx) => hello(s, cmd, ctx);
  return {
    hello: helloHandler,
    isMaster: helloHandler,
    ismaster: helloHandler,
    ping: () => ({ ok: 1 }),
    buildInfo,
    buildinfo: buildInfo,
    getParameter: (cmd) => getParameter(s, cmd),
    getCmdLineOpts: () => ({ argv: ['embedded-mongo'], parsed: {}, ok: 1 }),
    hostInfo: () => ({ system: { currentTime: new Date(), hostname: '127.0.0.1' }, os: {}, extra: {}, ok: 1 }),
    serverStatus: () => ({ host: '127.0.0.1', version: '7.0.0', process: 'embedded-mongo', pid: Long.fromNumber(process.pid), uptime: (Date.now() - startedAt) / 1000, localTime: new Date(), metrics: metrics(s), ok: 1 }),
    setParameter: (cmd, ctx) => s.parameters.set(cmd, ctx.db),
    configureFailPoint: (cmd, ctx) => s.failPoints.configure(cmd, ctx.db),
    whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
    connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
    endSessions: (cmd) => endSessions(s, cmd.endSessions),
    killSessions: (cmd) => endSessions(s, cmd.killSessions),
    refreshSessions: () => ({ ok: 1 }),
    killAllSessions: () => ({ ok: 1 }),
    startSession: () => ({ id: { id: new BSON.UUID() }, timeoutMinutes: 30, ok: 1 }),
    // On a replica set the dispatcher hands these to the transactions; a standalone server refuses them.
    commitTransaction: () => {
      throw transactionsRefused();
    },
    abortTransaction: () => {
      throw transactionsRefused();
    },
    dbStats: (_cmd, ctx) => dbStats(s, ctx),
    collStats: (cmd, ctx) => collStats(s, cmd, ctx),
  };
}
