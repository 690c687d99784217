/**
 * Query operators where mingo differs from mongod, registered as overrides in a mingo Context (mingo keeps the
 * operators of the context it is given over its own). Each checks its argument at compile time and, when the
 * mongod-specific case does not apply, returns mingo's own predicate: nothing changes for filters that do not
 * need them.
 */
import { Query } from 'mingo';
import { Context, initOptions, Options } from 'mingo/core';
import * as mingoBooleanOps from 'mingo/operators/expression/boolean';
import * as mingoComparisonOps from 'mingo/operators/expression/comparison';
import * as mingoProjectionOps from 'mingo/operators/projection';
import * as mingoQueryOps from 'mingo/operators/query';
import { badValue } from '../common/errors';
import { pathElements } from './paths';
import { $type } from './type-match';
import { Doc, isObjectId } from '../common/values';
import { compileWhere } from './where';
import { jsonSchemaValidator } from './schema-filter';
import type { Collation } from '../common/collation';
import { collatedContext } from './collated-ops';

type Predicate = (o: Doc) => boolean;
type QueryOp = (selector: string, value: any, options: Options) => Predicate;

/** $all: like mongod, an AND of one equality (or $elemMatch) per value, so a scalar field can match; [] matches nothing. */
const $all: QueryOp = (selector, value, options) => {
  if (!Array.isArray(value)) throw badValue('$all needs an array');
  if (!value.length) return () => false;
  const parts = value.map((v) => new Query({ [selector]: v }, options));
  return (o) => parts.every((q) => q.test(o));
};

const isBinary = (v: unknown): boolean => (v as any)?._bsontype === 'Binary' || ArrayBuffer.isView(v);

function binaryParts(v: any): { bytes: Uint8Array; subtype: number } {
  if (ArrayBuffer.isView(v)) return { bytes: new Uint8Array(v.buffer, v.byteOffset, v.byteLength), subtype: 0 };
  const bytes: Uint8Array = v.buffer instanceof Uint8Array ? v.buffer.subarray(0, v.position ?? v.buffer.length) : new Uint8Array(v.buffer);
  return { bytes, subtype: v.sub_type ?? 0 };
}

/** BSON order of BinData: length, then subtype, then bytes. */
function compareBinary(a: unknown, b: unknown): number {
  const x = binaryParts(a);
  const y = binaryParts(b);
  if (x.bytes.length !== y.bytes.length) return x.bytes.length < y.bytes.length ? -1 : 1;
  if (x.subtype !== y.subtype) return x.subtype < y.subtype ? -1 : 1;
  return Buffer.compare(Buffer.from(x.bytes), Buffer.from(y.bytes));
}

/** $gt/$gte/$lt/$lte against a BinData value: BSON order among BinData values only (type bracketing). */
function binaryRange(name: '$gt' | '$gte' | '$lt' | '$lte', test: (c: number) => boolean): QueryOp {
  const original = (mingoQueryOps as any)[name] as QueryOp;
  return (selector, value, options) => {
    if (!isBinary(value)) return original(selector, value, options);
    return (o) => pathElements(o, selector, true).some((e) => isBinary(e.value) && test(compareBinary(e.value, value)));
  };
}

const $where: QueryOp = (selector, value) => {
  if (selector !== '$where') throw badValue('unknown operator: $where');
  return compileWhere(value);
};

/**
 * $in over ObjectIds only (the "these ids" queries apps make, e.g. 500 ranked search hits): one Set built at compile
 * time. mingo hashes the whole list again for every document, which made a count over 100,000 documents take 40 s.
 * Any other list (strings under a collation, null, regexes, mixed types) keeps mingo's predicate.
 */
function objectIdSet(selector: string, value: unknown): Predicate | undefined {
  if (!Array.isArray(value) || !value.length || !value.every(isObjectId)) return undefined;
  const ids = new Set(value.map((id) => id.toHexString()));
  return (o) => pathElements(o, selector, true).some((e) => isObjectId(e.value) && ids.has(e.value.toHexString()));
}

const $in: QueryOp = (selector, value, options) => objectIdSet(selector, value) ?? mingoQueryOps.$in(selector, value, options);

const $nin: QueryOp = (selector, value, options) => {
  const anyOf = objectIdSet(selector, value);
  return anyOf ? (o) => !anyOf(o) : mingoQueryOps.$nin(selector, value, options);
};

const OVERRIDES = {
  $all,
  $type: ((selector, value) => $type(selector, value)) as QueryOp,
  $gt: binaryRange('$gt', (c) => c > 0),
  $gte: binaryRange('$gte', (c) => c >= 0),
  $lt: binaryRange('$lt', (c) => c < 0),
  $lte: binaryRange('$lte', (c) => c <= 0),
  $where,
  $in,
  $nin,
};

/** A mingo Context with the overrides above (and any extra operators). */
export function queryContext(extra: Record<string, unknown> = {}): Context {
  return Context.init().addQueryOps({ ...OVERRIDES, ...extra } as never);
}

const context = queryContext();

/** The context of a query or pipeline: the overrides above, and a collation's comparisons when one is given. */
export function contextFor(collation?: Collation | null): Context {
  return collation ? collatedContext(collation, OVERRIDES) : context;
}

/**
 * `new Query` copies its whole operator context (hundreds of operators) on every construction, tens of µs per
 * query; the options it builds from a context are the same every time, so they are built once per context and the
 * compiling constructor (Query's base class) is called with them.
 */
const QueryBase = Object.getPrototypeOf(Query) as new (filter: Doc, options: Options) => Query;
const preparedOptions = new WeakMap<Context, Options>();

function optionsFor(context: Context): Options {
  let options = preparedOptions.get(context);
  if (!options) {
    options = initOptions({ context, jsonSchemaValidator });
    // The operators Query's constructor adds (a context's own operators take precedence over them).
    options.context.addExpressionOps(mingoBooleanOps).addExpressionOps(mingoComparisonOps).addProjectionOps(mingoProjectionOps).addQueryOps(mingoQueryOps);
    preparedOptions.set(context, options);
  }
  return options;
}

/** A mingo Query that uses the mongod-conformant operators above (and a collation's comparisons when given). */
export function makeQuery(filter: Doc, collation?: Collation | null): Query {
  const context = contextFor(collation);
  if ((QueryBase as unknown) === Function.prototype) return new Query(filter, { context, jsonSchemaValidator }); // a mingo without the base class
  return Reflect.construct(QueryBase, [filter, optionsFor(context)], Query) as Query;
}
