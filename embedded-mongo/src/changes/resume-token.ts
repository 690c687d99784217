import { CommandError, failedToParse } from '../common/errors';
import { Position } from '../engine/change-history';
import { isPlainObject } from '../common/values';

/**
 * Resume tokens: `{_data: <hex>}`, opaque to drivers. Ours encode what mongod's do, in a fixed layout that sorts
 * like the events: '82', cluster time seconds and increment (8 hex each), token type ('00' high-water mark, '80'
 * event), transaction op index (8 hex), fromInvalidate ('00'/'01').
 */
export interface TokenData {
  t: number;
  i: number;
  /** A high-water mark: a time, not an event (resuming from it returns the events at or after that time). */
  highWaterMark: boolean;
  txnOpIndex: number;
  fromInvalidate: boolean;
}

const hex8 = (n: number) => (n >>> 0).toString(16).toUpperCase().padStart(8, '0');

export function encodeToken(d: TokenData): { _data: string } {
  return { _data: `82${hex8(d.t)}${hex8(d.i)}${d.highWaterMark ? '00' : '80'}${hex8(d.txnOpIndex)}${d.fromInvalidate ? '01' : '00'}` };
}

export const eventToken = (ev: { t: number; i: number; txnOpIndex: number }, fromInvalidate = false) =>
  encodeToken({ t: ev.t, i: ev.i, txnOpIndex: ev.txnOpIndex, highWaterMark: false, fromInvalidate });

/** A token for "everything before this time has been seen". */
export const highWaterMark = (t: number, i: number) => encodeToken({ t, i, txnOpIndex: 0, highWaterMark: true, fromInvalidate: false });

const TOKEN = /^82([0-9A-F]{8})([0-9A-F]{8})(00|80)([0-9A-F]{8})(00|01)$/i;

/** Parses a resumeAfter/startAfter value as mongod validates it. */
export function decodeToken(value: unknown): TokenData {
  const data = isPlainObject(value) ? value._data : undefined;
  if (typeof data !== 'string')
    throw new CommandError(40647, 'Location40647', `Bad resume token: _data of missing or of wrong type. Expected string, got ${render(value)}`);
  if (!/^[0-9a-f]*$/i.test(data) || data.length % 2) throw failedToParse('resume token string was not a valid hex string');
  if (!data.length) throw new CommandError(40649, 'Location40649', 'invalid empty resume token');
  const m = TOKEN.exec(data);
  if (!m) throw new CommandError(50811, 'Location50811', 'KeyString format error: Unknown type');
  return {
    t: parseInt(m[1], 16),
    i: parseInt(m[2], 16),
    highWaterMark: m[3] === '00',
    txnOpIndex: parseInt(m[4], 16),
    fromInvalidate: m[5] === '01',
  };
}

/** Where a stream starting from this token begins: after the event, or (high-water mark) before anything at its time. */
export function positionOf(d: TokenData): Position {
  return { t: d.t, i: d.i, txnOpIndex: d.highWaterMark ? -1 : d.txnOpIndex };
}

function render(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}
