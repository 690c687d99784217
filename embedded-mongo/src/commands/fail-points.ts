import { CommandError, badValue, typeMismatch } from '../common/errors';
import { isPlainObject } from '../common/values';

/** The fail points this server implements (mongod has many more; unknown names are refused like mongod does). */
const FAIL_POINT_NAMES = ['maxTimeAlwaysTimeOut'] as const;
type FailPointName = (typeof FAIL_POINT_NAMES)[number];

type Mode = { kind: 'off' } | { kind: 'alwaysOn' } | { kind: 'times'; n: number } | { kind: 'skip'; n: number };

interface State {
  mode: Mode;
  timesEntered: number;
}

const failPointSetFailed = (msg: string) => new CommandError(266, 'FailPointSetFailed', msg);

/** A non-negative int32 count from {times: n} / {skip: n}, refused with mongod's messages. */
function modeCount(v: unknown, option: 'times' | 'skip'): number {
  const n = typeof v === 'number' ? v : v !== null && typeof v === 'object' && 'toNumber' in (v as object) ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw typeMismatch(`Expected field "${option}" to have numeric type, but found ${typeof v}`);
  if (!Number.isInteger(n)) throw badValue(`Expected field "${option}" to have a value exactly representable as a 64-bit integer, but found ${option}: ${n}`);
  if (n < 0) throw badValue(`'${option}' option to 'mode' must be positive`);
  if (n > 2 ** 31 - 1) throw badValue(`'${option}' option to 'mode' is too large`);
  return n;
}

function parseMode(mode: unknown): Mode {
  if (typeof mode === 'string') {
    if (mode === 'off') return { kind: 'off' };
    if (mode === 'alwaysOn') return { kind: 'alwaysOn' };
    throw badValue(`unknown mode: ${mode}`);
  }
  if (isPlainObject(mode)) {
    if ('times' in mode) return { kind: 'times', n: modeCount(mode.times, 'times') };
    if ('skip' in mode) return { kind: 'skip', n: modeCount(mode.skip, 'skip') };
    throw badValue("'mode' must be one of 'off', 'alwaysOn', '{times:n}', '{skip:n}' or '{activationProbability:p}'");
  }
  throw typeMismatch("'mode' must be a string or JSON object");
}

/**
 * mongod's test fail points (`configureFailPoint`), used to make time-outs deterministic in tests. Checking a fail point
 * that is off costs one property read.
 */
export class FailPoints {
  private readonly states = new Map<string, State>(FAIL_POINT_NAMES.map((n) => [n, { mode: { kind: 'off' }, timesEntered: 0 }]));

  /** True when the fail point fires now (consumes one of {times: n}, or one skip). */
  shouldFail(name: FailPointName): boolean {
    const s = this.states.get(name)!;
    const m = s.mode;
    if (m.kind === 'off') return false;
    if (m.kind === 'skip') {
      if (m.n > 0) {
        m.n--;
        return false;
      }
    } else if (m.kind === 'times') {
      if (--m.n <= 0) s.mode = { kind: 'off' };
    }
    s.timesEntered++;
    return true;
  }

  /** The configureFailPoint command: sets the mode and answers with the times the fail point was entered so far. */
  configure(cmd: Record<string, unknown>, db: string): Record<string, unknown> {
    if (db !== 'admin') throw new CommandError(13, 'Unauthorized', 'configureFailPoint may only be run against the admin database.');
    const name = String(cmd.configureFailPoint);
    const state = this.states.get(name);
    if (!state) throw failPointSetFailed(`${name} not found`);
    const mode = parseMode(cmd.mode);
    if (cmd.data !== undefined && !isPlainObject(cmd.data)) throw typeMismatch("the 'data' option must be a JSON object");
    const count = state.timesEntered;
    state.mode = mode.kind === 'times' && mode.n === 0 ? { kind: 'off' } : mode;
    return { count, ok: 1 };
  }
}
