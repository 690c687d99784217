import * as vm from 'vm';
import { types } from 'util';
import { CommandError, badValue } from './errors';
import { Doc, isPlainObject } from './values';

/** Longest a single $where evaluation (one document) may run. */
export const WHERE_TIME_LIMIT_MS = 1000;

const jsFailure = (msg: string) => new CommandError(139, 'JSInterpreterFailure', msg);

/**
 * Set up inside the sandbox: decodes a document sent as JSON text (dates, ObjectIds and regexes are tagged) and
 * runs the user function with `this` and the global `obj` bound to it. Only primitives cross the boundary: the
 * document goes in as a string literal in the calling script, and 1 / 0 / "E<message>" comes back.
 */
const BOOTSTRAP = `
delete globalThis.Atomics; delete globalThis.SharedArrayBuffer; delete globalThis.WebAssembly;
var obj;
var __decode = function (text) {
  return JSON.parse(text, function (k, v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    if ('\\u0000d' in v) return new Date(v['\\u0000d']);
    if ('\\u0000r' in v) return new RegExp(v['\\u0000r'][0], v['\\u0000r'][1]);
    if ('\\u0000o' in v) {
      var hex = v['\\u0000o'];
      return { str: hex, toHexString: function () { return hex; }, toString: function () { return 'ObjectId("' + hex + '")'; },
        equals: function (o) { return !!o && o.str === hex; }, getTimestamp: function () { return new Date(parseInt(hex.slice(0, 8), 16) * 1000); } };
    }
    return v;
  });
};
var __run = function (text) {
  var doc = __decode(text);
  obj = doc;
  try { return __fn.call(doc) ? 1 : 0; } catch (e) {
    try { return 'E' + String(e); } catch (e2) { return 'Euncaught exception'; }
  }
};
`;

const TAG_DATE = '\u0000d';
const TAG_OID = '\u0000o';
const TAG_REGEX = '\u0000r';

/** The document as plain JSON values, with tags for the types the sandbox rebuilds. */
function encode(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return typeof v === 'bigint' ? Number(v) : v;
  if (Array.isArray(v)) return v.map(encode);
  if (v instanceof Date) return { [TAG_DATE]: v.getTime() };
  if (v instanceof RegExp) return { [TAG_REGEX]: [v.source, v.flags] };
  if (ArrayBuffer.isView(v)) return Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
  const t = (v as any)._bsontype;
  if (t === 'ObjectId' || t === 'ObjectID') return { [TAG_OID]: (v as any).toHexString() };
  if (t === 'Long' || t === 'Int32' || t === 'Double' || t === 'Decimal128') return Number((v as any).toString());
  if (t === 'Binary') return Buffer.from((v as any).buffer).toString('base64');
  if (t === 'Timestamp') return { t: (v as any).high, i: (v as any).low };
  if (t === 'BSONRegExp') return { [TAG_REGEX]: [(v as any).pattern, (v as any).options] };
  if (t) return String((v as any).toString?.() ?? t);
  const out: Doc = {};
  for (const k of Object.keys(v)) out[k] = encode((v as Doc)[k]);
  return out;
}

/** The code of a $where argument: a string or BSON Code (no scope), with mongod's errors. */
function whereCode(arg: unknown): string {
  let code: unknown;
  if (typeof arg === 'string') code = arg;
  else if ((arg as any)?._bsontype === 'Code') {
    if ((arg as any).scope) throw new CommandError(4649201, 'Location4649201', '$where no longer supports deprecated BSON type CodeWScope');
    code = (arg as any).code;
  } else throw badValue('$where got bad type');
  if (typeof code === 'function') code = code.toString();
  if (typeof code !== 'string') throw badValue('$where got bad type');
  if (!code) throw badValue('code for $where cannot be empty');
  return code;
}

/** A message from something thrown across the sandbox boundary, read without running sandbox code. */
function messageOf(e: unknown): string {
  if (!types.isNativeError(e)) return 'uncaught exception';
  const d = Object.getOwnPropertyDescriptor(e, 'message');
  const name = Object.getOwnPropertyDescriptor(e, 'name') ?? Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e) ?? {}, 'name');
  const n = typeof name?.value === 'string' ? name.value : 'Error';
  return typeof d?.value === 'string' ? `${n}: ${d.value}` : n;
}

/**
 * Compiles $where code into a predicate that runs in a fresh `vm` context (its own globals, no `process`, no
 * `require`, nothing of the server's reachable), each evaluation limited to WHERE_TIME_LIMIT_MS.
 * Like mongod, a function is called; any other code is run for its completion value (a `return` is allowed).
 */
export function compileWhere(arg: unknown): (doc: Doc) => boolean {
  const code = whereCode(arg);
  let fnSource: string;
  if (/^\s*function\b/.test(code)) fnSource = `var __fn = (${code}\n);`;
  else if (compiles(code)) fnSource = `var __code = ${JSON.stringify(code)}; var __fn = function () { return eval(__code); };`;
  else fnSource = `var __fn = function () {\n${code}\n};`;
  const context = vm.createContext(Object.create(null), { name: '$where', microtaskMode: 'afterEvaluate' });
  try {
    new vm.Script(BOOTSTRAP).runInContext(context, { timeout: WHERE_TIME_LIMIT_MS });
    new vm.Script(fnSource, { filename: '$where' }).runInContext(context, { timeout: WHERE_TIME_LIMIT_MS });
  } catch (e) {
    throw jsFailure(messageOf(e));
  }
  return (doc) => {
    const text = JSON.stringify(encode(doc));
    let r: unknown;
    try {
      r = new vm.Script(`__run(${JSON.stringify(text)})`).runInContext(context, { timeout: WHERE_TIME_LIMIT_MS });
    } catch (e) {
      const timedOut = types.isNativeError(e) && Object.getOwnPropertyDescriptor(e, 'code')?.value === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
      throw jsFailure(timedOut ? `$where exceeded its time limit of ${WHERE_TIME_LIMIT_MS} ms` : messageOf(e));
    }
    if (r === 1 || r === 0) return r === 1;
    throw jsFailure(typeof r === 'string' && r.startsWith('E') ? r.slice(1) : 'invalid $where result');
  };
}

function compiles(code: string): boolean {
  try {
    new vm.Script(code);
    return true;
  } catch {
    return false;
  }
}

/**
 * mongod accepts $where only at the top level of a filter (also inside top-level $and / $or / $nor), never as a
 * field operator or inside $elemMatch.
 */
export function checkWherePlacement(filter: Doc, insideElemMatch = false): void {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$where') {
      if (insideElemMatch) throw badValue('$where can only be applied to the top-level document');
    } else if (k === '$and' || k === '$or' || k === '$nor') {
      if (Array.isArray(v)) for (const sub of v) if (isPlainObject(sub)) checkWherePlacement(sub, insideElemMatch);
    } else if (isPlainObject(v)) {
      for (const [op, arg] of Object.entries(v)) {
        if (op === '$where') throw badValue('unknown operator: $where');
        if (op === '$elemMatch' && isPlainObject(arg)) checkWherePlacement(arg, true);
        if (op === '$not' && isPlainObject(arg) && '$where' in arg) throw badValue('unknown operator: $where');
      }
    }
  }
}
