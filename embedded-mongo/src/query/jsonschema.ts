import { CommandError, badValue, typeMismatch } from '../common/errors';
import { compareValues, Doc, isPlainObject, keyOf } from '../common/values';
import { bsonTypeOf, isNumber, NUMERIC, toNumber } from '../common/bson-type';
import { parseNode, SchemaNode, typeMatches } from './jsonschema-parse';

/**
 * MongoDB's `$jsonSchema` (draft 4 subset plus `bsonType`), evaluated on documents decoded without number promotion
 * so `bsonType: 'int'` and `'double'` are told apart. Parsing refuses what mongod refuses, with its codes and
 * messages; `explain` builds the `schemaRulesNotSatisfied` details of a DocumentValidationFailure.
 */

type Details = Doc[];

function uniqueKey(v: unknown): string {
  // Field order does not matter for uniqueItems (mongod compares with unordered fields).
  const canon = (x: any): any => (isPlainObject(x) ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, canon(x[k])])) : Array.isArray(x) ? x.map(canon) : x);
  return keyOf(canon(v));
}

/** Evaluates a node; when `out` is given, pushes one detail per failed keyword (mongod's schemaRulesNotSatisfied). */
function check(node: SchemaNode, v: unknown, root: boolean, out?: Details): boolean {
  let ok = true;
  const fail = (d: Doc) => {
    ok = false;
    if (out) out.push(d);
    return !out; // stop early when not explaining
  };
  const s = node.spec;
  if (node.type && !typeMatches(node.type, v)) {
    if (fail({ operatorName: node.type.keyword, specifiedAs: { [node.type.keyword]: node.type.spec }, reason: 'type did not match', consideredValue: v, consideredType: bsonTypeOf(v) })) return false;
  }
  const t = bsonTypeOf(v);
  // Restrictions on numbers, strings and arrays do nothing at the top level (only documents are stored).
  if (!root && NUMERIC.has(t)) {
    const n = toNumber(v);
    if ('minimum' in s) {
      const min = toNumber(s.minimum);
      if (s.exclusiveMinimum ? !(n > min) : !(n >= min))
        if (fail({ operatorName: 'minimum', specifiedAs: { minimum: s.minimum, ...('exclusiveMinimum' in s ? { exclusiveMinimum: s.exclusiveMinimum } : {}) }, reason: 'comparison failed', consideredValue: v })) return false;
    }
    if ('maximum' in s) {
      const max = toNumber(s.maximum);
      if (s.exclusiveMaximum ? !(n < max) : !(n <= max))
        if (fail({ operatorName: 'maximum', specifiedAs: { maximum: s.maximum, ...('exclusiveMaximum' in s ? { exclusiveMaximum: s.exclusiveMaximum } : {}) }, reason: 'comparison failed', consideredValue: v })) return false;
    }
    if ('multipleOf' in s) {
      const m = toNumber(s.multipleOf);
      const r = Math.abs(n % m);
      if (!(r < 1e-12 || Math.abs(r - m) < 1e-12))
        if (fail({ operatorName: 'multipleOf', specifiedAs: { multipleOf: s.multipleOf }, reason: 'considered value was not a multiple of the specified value', consideredValue: v })) return false;
    }
  }
  if (!root && t === 'string') {
    const len = [...(v as string)].length;
    if ('minLength' in s && len < toNumber(s.minLength))
      if (fail({ operatorName: 'minLength', specifiedAs: { minLength: s.minLength }, reason: 'specified string length was not satisfied', consideredValue: v })) return false;
    if ('maxLength' in s && len > toNumber(s.maxLength))
      if (fail({ operatorName: 'maxLength', specifiedAs: { maxLength: s.maxLength }, reason: 'specified string length was not satisfied', consideredValue: v })) return false;
    if (node.pattern && !node.pattern.test(v as string))
      if (fail({ operatorName: 'pattern', specifiedAs: { pattern: s.pattern }, reason: 'regular expression did not match', consideredValue: v })) return false;
  }
  if (!root && t === 'array') {
    const arr = v as unknown[];
    if ('minItems' in s && arr.length < toNumber(s.minItems))
      if (fail({ operatorName: 'minItems', specifiedAs: { minItems: s.minItems }, reason: 'array did not match specified length', consideredValue: arr })) return false;
    if ('maxItems' in s && arr.length > toNumber(s.maxItems))
      if (fail({ operatorName: 'maxItems', specifiedAs: { maxItems: s.maxItems }, reason: 'array did not match specified length', consideredValue: arr })) return false;
    if (s.uniqueItems === true) {
      const seen = new Set<string>();
      const dupAt = arr.findIndex((x) => {
        const k = uniqueKey(x);
        if (seen.has(k)) return true;
        seen.add(k);
        return false;
      });
      if (dupAt >= 0)
        if (fail({ operatorName: 'uniqueItems', specifiedAs: { uniqueItems: true }, reason: 'found a duplicate item', consideredValue: arr, duplicateValue: arr[dupAt] })) return false;
    }
    const positional = Array.isArray(node.items) ? node.items : undefined;
    if (node.items && !positional) {
      for (let i = 0; i < arr.length; i++) {
        const sub: Details | undefined = out ? [] : undefined;
        if (!check(node.items as SchemaNode, arr[i], false, sub)) {
          if (fail({ operatorName: 'items', reason: 'At least one item did not match the sub-schema', itemIndex: i, details: sub ?? [] })) return false;
          break;
        }
      }
    }
    if (positional) {
      for (let i = 0; i < Math.min(positional.length, arr.length); i++) {
        const sub: Details | undefined = out ? [] : undefined;
        if (!check(positional[i], arr[i], false, sub)) {
          if (fail({ operatorName: 'items', details: [{ index: i, details: sub ?? [] }] })) return false;
          break;
        }
      }
      if (node.additionalItems !== undefined && arr.length > positional.length) {
        for (let i = positional.length; i < arr.length; i++) {
          const a = node.additionalItems;
          const sub: Details | undefined = out ? [] : undefined;
          if (a === true) break;
          if (a === false || !check(a, arr[i], false, sub)) {
            if (fail({ operatorName: 'additionalItems', specifiedAs: a === false ? { additionalItems: false } : undefined, reason: 'found additional items', additionalItems: arr.slice(positional.length) })) return false;
            break;
          }
        }
      }
    }
  }
  if (t === 'object') {
    const obj = v as Doc;
    const keys = Object.keys(obj);
    if ('minProperties' in s && keys.length < toNumber(s.minProperties))
      if (fail({ operatorName: 'minProperties', specifiedAs: { minProperties: s.minProperties }, reason: 'specified number of properties was not satisfied', numberOfProperties: keys.length })) return false;
    if ('maxProperties' in s && keys.length > toNumber(s.maxProperties))
      if (fail({ operatorName: 'maxProperties', specifiedAs: { maxProperties: s.maxProperties }, reason: 'specified number of properties was not satisfied', numberOfProperties: keys.length })) return false;
    if (node.required) {
      const missing = node.required.filter((p) => obj[p] === undefined).sort();
      if (missing.length && fail({ operatorName: 'required', specifiedAs: { required: node.required }, missingProperties: missing })) return false;
    }
    if (node.properties) {
      const notSatisfied: Doc[] = [];
      for (const [p, sub] of node.properties) {
        if (obj[p] === undefined) continue;
        const d: Details | undefined = out ? [] : undefined;
        if (!check(sub, obj[p], false, d)) {
          if (!out) return false;
          notSatisfied.push({ propertyName: p, ...(typeof sub.spec.description === 'string' ? { description: sub.spec.description } : {}), details: d });
        }
      }
      if (notSatisfied.length) fail({ operatorName: 'properties', propertiesNotSatisfied: notSatisfied });
    }
    if (node.patternProperties) {
      const details: Doc[] = [];
      for (const k of keys)
        for (const pp of node.patternProperties) {
          if (!pp.re.test(k)) continue;
          const d: Details | undefined = out ? [] : undefined;
          if (!check(pp.node, obj[k], false, d)) {
            if (!out) return false;
            details.push({ propertyName: k, regexMatched: pp.source, details: d });
          }
        }
      if (details.length) fail({ operatorName: 'patternProperties', details });
    }
    if (node.additionalProperties !== undefined && node.additionalProperties !== true) {
      const extra = keys.filter((k) => !node.properties?.has(k) && !node.patternProperties?.some((pp) => pp.re.test(k)));
      if (node.additionalProperties === false) {
        if (extra.length && fail({ operatorName: 'additionalProperties', specifiedAs: { additionalProperties: false }, additionalProperties: extra })) return false;
      } else {
        const details: Doc[] = [];
        for (const k of extra) {
          const d: Details | undefined = out ? [] : undefined;
          if (!check(node.additionalProperties, obj[k], false, d)) {
            if (!out) return false;
            details.push({ propertyName: k, details: d });
          }
        }
        if (details.length) fail({ operatorName: 'additionalProperties', details });
      }
    }
    if (node.dependencies) {
      for (const [p, dep] of node.dependencies) {
        if (obj[p] === undefined) continue;
        if (Array.isArray(dep)) {
          const missing = dep.filter((x) => obj[x] === undefined);
          if (missing.length && fail({ operatorName: 'dependencies', failingDependencies: [{ conditionalProperty: p, missingProperties: missing }] })) return false;
        } else {
          const d: Details | undefined = out ? [] : undefined;
          if (!check(dep, obj, root, d) && fail({ operatorName: 'dependencies', failingDependencies: [{ conditionalProperty: p, details: d }] })) return false;
        }
      }
    }
  }
  const subResults = (nodes: SchemaNode[]) =>
    nodes.map((n, index) => {
      const d: Details | undefined = out ? [] : undefined;
      return { index, ok: check(n, v, root, d), details: d };
    });
  if (node.allOf) {
    const r = subResults(node.allOf).filter((x) => !x.ok);
    if (r.length && fail({ operatorName: 'allOf', schemasNotSatisfied: r.map(({ index, details }) => ({ index, details })) })) return false;
  }
  if (node.anyOf) {
    const r = subResults(node.anyOf);
    if (!r.some((x) => x.ok) && fail({ operatorName: 'anyOf', schemasNotSatisfied: r.map(({ index, details }) => ({ index, details })) })) return false;
  }
  if (node.oneOf) {
    const r = subResults(node.oneOf);
    const matching = r.filter((x) => x.ok).map((x) => x.index);
    if (matching.length === 0 && fail({ operatorName: 'oneOf', schemasNotSatisfied: r.map(({ index, details }) => ({ index, details })) })) return false;
    if (matching.length > 1 && fail({ operatorName: 'oneOf', reason: 'more than one subschema matched', matchingSchemaIndexes: matching })) return false;
  }
  if (node.not && check(node.not, v, root)) {
    if (fail({ operatorName: 'not', reason: 'child expression matched', details: [] })) return false;
  }
  if (node.enum) {
    // At the top level only object values can match (the root document); elsewhere MongoDB equality.
    const found = node.enum.some((e) => (root ? isPlainObject(e) && uniqueKey(e) === uniqueKey(v) : compareValues(e, v) === 0 && bsonClass(e) === bsonClass(v)));
    if (!found && fail({ operatorName: 'enum', specifiedAs: { enum: node.enum }, reason: 'value was not found in enum', consideredValue: v })) return false;
  }
  return ok;
}

/** Equality class for enum: numbers of any BSON type compare by value, other types must match. */
const bsonClass = (v: unknown) => (isNumber(v) ? 'number' : bsonTypeOf(v));

export class JsonSchema {
  private constructor(
    readonly spec: Doc,
    private readonly root: SchemaNode,
  ) {}

  /** Parses a `$jsonSchema` object, throwing mongod's errors (code 9 for unknown keywords). */
  static parse(spec: unknown): JsonSchema {
    if (!isPlainObject(spec)) throw typeMismatch('$jsonSchema must be an object');
    try {
      return new JsonSchema(spec, parseNode(spec));
    } catch (e) {
      if (e instanceof CommandError) throw e;
      throw badValue((e as Error).message);
    }
  }

  /** Tests a whole document (top-level semantics: non-object types and scalar restrictions do not apply). */
  matches(doc: Doc): boolean {
    if (this.root.type && !this.root.type.types.has('object')) return false;
    return check(this.root, doc, true);
  }

  /** The rules the document breaks, as mongod's `schemaRulesNotSatisfied`. */
  explain(doc: Doc): Doc[] {
    const out: Doc[] = [];
    check(this.root, doc, true, out);
    return out;
  }
}
