import * as vm from 'vm';
import { CommandError, badValue } from '../common/errors';
import { Doc, isPlainObject } from '../common/values';
import { WhereSandbox } from './where-sandbox';

export { WHERE_TIME_LIMIT_MS } from './where-sandbox';

const jsFailure = (msg: string) => new CommandError(139, 'JSInterpreterFailure', msg);

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

/**
 * Compiles $where code into a predicate evaluated in the sandbox (see where-sandbox.ts), each evaluation limited to
 * WHERE_TIME_LIMIT_MS. Like mongod, a function is called; any other code is run for its completion value (a
 * `return` is allowed too).
 */
export function compileWhere(arg: unknown): (doc: Doc) => boolean {
  const code = whereCode(arg);
  let source: string;
  if (/^\s*function\b/.test(code)) source = `var __fn = (${code}\n);`;
  else if (compiles(code)) source = `var __code = ${JSON.stringify(code)}; var __fn = function () { return eval(__code); };`;
  else source = `var __fn = function () {\n${code}\n};`;
  const sandbox = WhereSandbox.compile(source);
  if (typeof sandbox === 'string') throw jsFailure(sandbox);
  return (doc) => {
    const answer = sandbox.run(JSON.stringify(encode(doc)));
    if (!answer.ok) throw jsFailure(answer.message);
    return answer.value;
  };
}

/** Whether the code parses as a script (only compiled here, never run). */
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

function hasTopLevelWhere(filter: Doc): boolean {
  return Object.entries(filter).some(
    ([k, v]) => k === '$where' || ((k === '$and' || k === '$or' || k === '$nor') && Array.isArray(v) && v.some((s) => isPlainObject(s) && hasTopLevelWhere(s))),
  );
}

/** mongod runs no JavaScript in an aggregation: $where in a pipeline's $match is refused. */
export function refuseWhereInPipeline(pipeline: unknown[]): void {
  for (const stage of pipeline) {
    const match = isPlainObject(stage) ? stage.$match : undefined;
    if (isPlainObject(match) && hasTopLevelWhere(match)) throw badValue('$where is not allowed in this context');
  }
}
