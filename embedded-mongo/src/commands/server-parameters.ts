import { CommandError, badValue, invalidOptions } from '../common/errors';
import type { Transactions } from './transactions';
import { TtlMonitor } from '../engine/ttl-monitor';
import { Doc } from '../common/values';

/** Command fields that are not parameters (mongod's generic arguments). */
const GENERIC = new Set(['setParameter', '$db', 'lsid', '$clusterTime', '$readPreference', 'comment', 'maxTimeMS', 'writeConcern', 'readConcern', 'apiVersion', 'apiStrict', 'apiDeprecationErrors', 'txnNumber', 'autocommit']);

/** The server parameters this server has: getParameter reads them, setParameter changes the runtime-settable ones. */
export class ServerParameters {
  constructor(
    private readonly ttl?: TtlMonitor,
    private readonly transactions?: Transactions,
  ) {}

  /** Current values, merged into getParameter's answer. */
  values(): Doc {
    return {
      ...(this.ttl ? { ttlMonitorSleepSecs: Math.max(1, Math.round(this.ttl.intervalMs / 1000)), ttlMonitorEnabled: this.ttl.enabled } : {}),
      ...(this.transactions ? { transactionLifetimeLimitSeconds: this.transactions.lifetimeLimitSeconds } : {}),
    };
  }

  /** The setParameter command: answers `was` (the previous value) like mongod; unknown names are refused. */
  set(cmd: Doc, db: string): Doc {
    if (db !== 'admin') throw new CommandError(13, 'Unauthorized', 'setParameter may only be run against the admin database.');
    const names = Object.keys(cmd).filter((k) => !GENERIC.has(k));
    if (!names.length) throw invalidOptions('no option found to set, use help:true to see options ');
    const current = this.values();
    for (const name of names)
      if (!(name in current)) throw invalidOptions(`attempted to set unrecognized parameter [${name}], use help:true to see options `);
    const reply: Doc = {};
    for (const name of names) {
      const v = cmd[name];
      reply.was = current[name];
      if (name === 'ttlMonitorSleepSecs') {
        const n = typeof v === 'number' ? v : Number(v?.toString?.());
        if (!Number.isInteger(n) || n < 1 || n > 2 ** 31 - 1) throw badValue(`Invalid value for parameter ttlMonitorSleepSecs: ${String(v)} is not a positive integer`);
        this.ttl!.intervalMs = n * 1000;
      } else if (name === 'transactionLifetimeLimitSeconds') {
        this.transactions!.setLifetimeLimit(v);
      } else if (name === 'ttlMonitorEnabled') {
        if (typeof v !== 'boolean') throw badValue(`Invalid value for parameter ttlMonitorEnabled: expected a boolean`);
        this.ttl!.enabled = v;
      }
    }
    return { ...reply, ok: 1 };
  }
}
