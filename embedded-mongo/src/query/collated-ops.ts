/**
 * mingo operators that compare strings under a collation: query ($eq $ne $in $nin $gt $gte $lt $lte $all), expression
 * ($eq $ne $gt $gte $lt $lte $cmp) and pipeline ($sort, $group keys). They live in a mingo Context built once per
 * collation, so the simple collation keeps mingo's own operators untouched. Regular expressions are not collated
 * (as in mongod).
 */
import { Query } from 'mingo';
import { ComputeOptions, Context, computeValue, Options } from 'mingo/core';
import { compare as mingoCompare, ensureArray, flatten, isNil, isOperator, resolve, typeOf } from 'mingo/util';
import { Collation, groupByCollation } from '../common/collation';
import { badValue } from '../common/errors';
import { Doc, isPlainObject, makeComparator, parseSort } from '../common/values';

type QueryOp = (selector: string, value: any, options: Options) => (doc: any) => boolean;
type Predicate = (lhs: any, rhs: any, depth: number, options: Options) => boolean;

/** mingo's processQuery: resolves the field (arrays unwrapped) and applies the predicate. */
const queryOp =
  (predicate: Predicate): QueryOp =>
  (selector, value, options) => {
    const depth = Math.max(1, selector.split('.').length - 1);
    return (doc) => predicate(resolve(doc, selector, { unwrapArray: true }), value, depth, options);
  };

/** mingo's $elemMatch criteria, under the same (collated) options. */
function elemMatches(values: any[], criteria: Doc, options: Options): boolean {
  const wrap = Object.keys(criteria).every((k) => isOperator(k) && !['$and', '$or', '$nor'].includes(k));
  const q = new Query(wrap ? { temp: criteria } : criteria, options);
  return values.some((v) => q.test(wrap ? { temp: v } : v));
}

function queryOperators(c: Collation): Record<string, QueryOp> {
  const eq: Predicate = (a, b, depth) => {
    if (c.equals(a, b) || (isNil(a) && isNil(b))) return true;
    return Array.isArray(a) && (a.some((v) => c.equals(v, b)) || flatten(a, depth).some((v) => c.equals(v, b)));
  };
  const inList: Predicate = (a, b) => {
    if (!Array.isArray(b)) throw badValue('$in needs an array');
    if (isNil(a)) return b.some((v) => v === null);
    const xs = ensureArray(a);
    return b.some((v) =>
      v instanceof RegExp ? xs.some((x) => typeof x === 'string' && v.test(x)) : xs.some((x) => c.equals(x, v)) || (Array.isArray(a) && c.equals(a, v)),
    );
  };
  /** Range comparisons only between values of one type, as mingo does; strings, arrays and documents by the collation. */
  const range =
    (test: (cmp: number) => boolean): Predicate =>
    (a, b) =>
      ensureArray(a).some((x) => {
        const t = typeOf(x);
        if (t !== typeOf(b)) return false;
        return test(t === 'string' || t === 'array' || t === 'object' ? c.compareValues(x, b) : mingoCompare(x, b));
      });
  const all: Predicate = (values, queries, _depth, options) => {
    if (!Array.isArray(values) || !Array.isArray(queries) || !values.length || !queries.length) return false;
    return queries.every((q) => {
      if (isPlainObject(q) && '$elemMatch' in q) return elemMatches(values, q.$elemMatch, options);
      if (q instanceof RegExp) return values.some((s) => typeof s === 'string' && q.test(s));
      return values.some((v) => c.equals(q, v));
    });
  };
  return {
    $eq: queryOp(eq),
    $ne: queryOp((a, b, d, o) => !eq(a, b, d, o)),
    $in: queryOp(inList),
    $nin: queryOp((a, b, d, o) => !inList(a, b, d, o)),
    $gt: queryOp(range((x) => x > 0)),
    $gte: queryOp(range((x) => x >= 0)),
    $lt: queryOp(range((x) => x < 0)),
    $lte: queryOp(range((x) => x <= 0)),
    $all: queryOp(all),
  };
}

type ExpressionOp = (obj: any, expr: any, options: Options) => any;

function expressionOperators(c: Collation): Record<string, ExpressionOp> {
  const binary =
    (name: string, result: (cmp: number) => any): ExpressionOp =>
    (obj, expr, options) => {
      const args = computeValue(obj, expr, null, options) as any[];
      if (!Array.isArray(args) || args.length !== 2) throw badValue(`Expression ${name} takes exactly 2 arguments. ${Array.isArray(args) ? args.length : 1} were passed in.`);
      return result(c.compareValues(args[0], args[1]));
    };
  return {
    $eq: binary('$eq', (x) => x === 0),
    $ne: binary('$ne', (x) => x !== 0),
    $gt: binary('$gt', (x) => x > 0),
    $gte: binary('$gte', (x) => x >= 0),
    $lt: binary('$lt', (x) => x < 0),
    $lte: binary('$lte', (x) => x <= 0),
    $cmp: binary('$cmp', (x) => x),
  };
}

interface LazyLike {
  transform(fn: (items: any[]) => any[]): LazyLike;
}
type PipelineOp = (collection: LazyLike, expr: any, options: Options) => LazyLike;

function pipelineOperators(c: Collation): Record<string, PipelineOp> {
  return {
    $sort: (collection, sortKeys) => {
      if (!isPlainObject(sortKeys) || !Object.keys(sortKeys).length) return collection;
      const cmp = makeComparator(parseSort(sortKeys), c.compareValues);
      return collection.transform((items) => items.sort(cmp));
    },
    // mingo's $group with the group keys compared under the collation; a group keeps its first-seen key.
    $group: (collection, expr, options) => {
      if (!isPlainObject(expr) || !('_id' in expr)) throw badValue("a group specification must include an _id");
      const copts = ComputeOptions.init(options);
      const fields = Object.keys(expr).filter((k) => k !== '_id');
      return collection.transform((items) =>
        groupByCollation(items, (o) => computeValue(o, expr._id, null, options) ?? null, c).map(({ key, items: members }) => {
          const out: Doc = { _id: key };
          for (const f of fields) out[f] = computeValue(members, expr[f], null, copts.update(null, { groupId: key }));
          return out;
        }),
      );
    },
  };
}

const contexts = new WeakMap<Collation, Context>();

/**
 * The mingo context whose comparison operators use the collation (other operators fall back to mingo's, or to the
 * given base query operators: the server's mongod-conformant overrides, see match-operators.ts).
 */
export function collatedContext(c: Collation, baseQueryOperators: Record<string, unknown> = {}): Context {
  let ctx = contexts.get(c);
  if (!ctx) {
    ctx = Context.init({
      query: { ...baseQueryOperators, ...queryOperators(c) } as never,
      expression: expressionOperators(c) as never,
      pipeline: pipelineOperators(c) as never,
    });
    contexts.set(c, ctx);
  }
  return ctx;
}
