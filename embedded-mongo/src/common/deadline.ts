import { CommandError, badValue, typeMismatch } from './errors';

export const maxTimeExpired = () => new CommandError(50, 'MaxTimeMSExpired', 'operation exceeded time limit');

export const isMaxTimeExpired = (e: unknown) => e instanceof CommandError && e.code === 50;

/** How many units of work pass between two clock reads (a power of two: the check is a mask test). */
const CHECK_EVERY = 64;

/**
 * The time limit of one operation. The engine is synchronous, so the scan loops call tick() per document; only every
 * CHECK_EVERY-th call reads the clock. Operations without maxTimeMS get no Deadline at all, so they pay nothing.
 */
export class Deadline {
  private n = 0;

  constructor(readonly at: number) {}

  static after(ms: number): Deadline {
    return new Deadline(Date.now() + ms);
  }

  tick(): void {
    if ((++this.n & (CHECK_EVERY - 1)) === 0 && Date.now() >= this.at) throw maxTimeExpired();
  }

  /** Checks the clock now (at the end of work that could not be interrupted). */
  check(): void {
    if (Date.now() >= this.at) throw maxTimeExpired();
  }

  get remainingMs(): number {
    return Math.max(0, this.at - Date.now());
  }
}

/** mongod's BSON type names, for the IDL type error. */
function bsonTypeName(v: unknown): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  const t = v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;
  switch (t) {
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'Code':
      return 'javascript';
    case undefined:
      return 'object';
    default:
      return String(t).toLowerCase();
  }
}

const numericValue = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  const t = v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;
  if (t === 'Long' || t === 'Int32' || t === 'Double' || t === 'Decimal128') return Number(String(v));
  return undefined;
};

const INT32_MAX = 2 ** 31 - 1;
const INT64_MAX = 9223372036854775807n;

/** Clamps like mongod's safeNumberLong (NaN -> 0, out of range -> the int64 bounds), rendered as an integer. */
function asInt64Text(n: number): string {
  if (Number.isNaN(n)) return '0';
  if (n >= 2 ** 63) return INT64_MAX.toString();
  if (n <= -(2 ** 63)) return (-INT64_MAX - 1n).toString();
  return BigInt(Math.trunc(n)).toString();
}

/**
 * Validates a command's maxTimeMS the way mongod 7.0 does (IDL type and `>= 0` check, then range and integrality).
 * Returns the limit in milliseconds; 0 means no limit.
 */
export function parseMaxTimeMS(command: string, v: unknown): number {
  if (v === null || v === undefined) throw badValue('maxTimeMS must be a number');
  const n = numericValue(v);
  if (n === undefined)
    throw typeMismatch(`BSON field '${command}.maxTimeMS' is the wrong type '${bsonTypeName(v)}', expected types '[long, int, decimal, double']`);
  if (n < 0 && Math.trunc(n) < 0) throw new CommandError(51024, 'Location51024', `BSON field 'maxTimeMS' value must be >= 0, actual value '${asInt64Text(n)}'`);
  if (Number.isNaN(n)) return 0;
  if (n > INT32_MAX) throw badValue(`${asInt64Text(n)} value for maxTimeMS is out of range`);
  if (!Number.isInteger(n)) throw badValue('maxTimeMS has non-integral value');
  return n;
}
