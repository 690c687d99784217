import { CommandError, badValue, failedToParse, typeMismatch } from './errors';
import { compareValues, Doc, isPlainObject, keyOf } from './values';

/**
 * MongoDB's `$jsonSchema` (draft 4 subset plus `bsonType`), evaluated on documents decoded without number promotion
 * so `bsonType: 'int'` and `'double'` are told apart. Parsing refuses what mongod refuses, with its codes and
 * messages; `explain` builds the `schemaRulesNotSatisfied` details of a DocumentValidationFailure.
 */

const KEYWORDS = new Set([
  'additionalItems', 'additionalProperties', 'allOf', 'anyOf', 'bsonType', 'dependencies', 'description', 'enum',
  'exclusiveMaximum', 'exclusiveMinimum', 'items', 'maxItems', 'maxLength', 'maxProperties', 'maximum', 'minItems',
  'minLength', 'minProperties', 'minimum', 'multipleOf', 'not', 'oneOf', 'pattern', 'patternProperties', 'properties',
  'required', 'title', 'type', 'uniqueItems', 'encrypt', 'encryptMetadata',
]);
const UNSUPPORTED = new Set(['$ref', '$schema', 'default', 'definitions', 'format', 'id']);

const BSON_TYPE_ALIASES = new Set([
  'double', 'string', 'object', 'array', 'binData', 'undefined', 'objectId', 'bool', 'date', 'null', 'regex',
  'dbPointer', 'javascript', 'symbol', 'javascriptWithScope', 'int', 'timestamp', 'long', 'decimal', 'minKey', 'maxKey',
  'number',
]);
const JSON_TYPE_ALIASES: Record<string, string> = { object: 'object', array: 'array', number: 'number', boolean: 'bool', string: 'string', null: 'null' };
const NUMERIC = new Set(['int', 'long', 'double', 'decimal']);

/** The BSON type alias of a value decoded with promoteValues: false (promoted numbers are guessed: int or double). */
export function bsonTypeOf(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  switch (typeof v) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'number':
      return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
    case 'bigint':
      return 'long';
  }
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  const t = (v as any)._bsontype as string | undefined;
  switch (t) {
    case 'Double': return 'double';
    case 'Int32': return 'int';
    case 'Long': return 'long';
    case 'Decimal128': return 'decimal';
    case 'ObjectId': return 'objectId';
    case 'Binary': return 'binData';
    case 'BSONRegExp': return 'regex';
    case 'Timestamp': return 'timestamp';
    case 'MinKey': return 'minKey';
    case 'MaxKey': return 'maxKey';
    case 'BSONSymbol': return 'symbol';
    case 'Code': return (v as any).scope ? 'javascriptWithScope' : 'javascript';
    case 'DBRef': return 'object';
  }
  if (ArrayBuffer.isView(v)) return 'binData';
  return 'object';
}

const isNumber = (v: unknown) => NUMERIC.has(bsonTypeOf(v));
const toNumber = (v: any): number => (typeof v === 'number' ? v : Number(v?.toString?.() ?? v));
const typeName = (v: unknown) => bsonTypeOf(v);

interface TypeSet {
  keyword: 'type' | 'bsonType';
  spec: unknown;
  types: Set<string>;
}

interface SchemaNode {
  spec: Doc;
  type?: TypeSet;
  properties?: Map<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  patternProperties?: Array<{ source: string; re: RegExp; node: SchemaNode }>;
  items?: SchemaNode | SchemaNode[];
  additionalItems?: boolean | SchemaNode;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  not?: SchemaNode;
  enum?: unknown[];
  pattern?: RegExp;
  dependencies?: Map<string, string[] | SchemaNode>;
}

const nonNegativeInteger = (kw: string, v: unknown): number => {
  if (!isNumber(v)) throw typeMismatch(`${kw} must be a number`);
  const n = toNumber(v);
  if (!Number.isInteger(n)) throw failedToParse(`${kw} must be represented as a whole number`);
  if (n < 0) throw failedToParse(`${kw} must be nonnegative`);
  return n;
};

function parseTypeSet(keyword: 'type' | 'bsonType', spec: unknown): TypeSet {
  const names = typeof spec === 'string' ? [spec] : Array.isArray(spec) ? spec : null;
  if (!names) throw typeMismatch(`$jsonSchema keyword '${keyword}' must be either a string or an array of strings`);
  const types = new Set<string>();
  for (const n of names) {
    if (typeof n !== 'string') throw typeMismatch(`$jsonSchema keyword '${keyword}' array elements must be strings`);
    if (keyword === 'type') {
      if (n === 'integer') throw failedToParse("$jsonSchema type 'integer' is not currently supported.");
      if (!JSON_TYPE_ALIASES[n]) throw badValue(`Unknown JSON Schema alias: ${n}`);
      types.add(JSON_TYPE_ALIASES[n]);
    } else {
      if (!BSON_TYPE_ALIASES.has(n)) throw badValue(`Unknown type name alias: ${n}`);
      types.add(n);
    }
  }
  if (!types.size) throw failedToParse(`$jsonSchema keyword '${keyword}' must name at least one type`);
  return { keyword, spec, types };
}

const typeMatches = (ts: TypeSet, v: unknown) => {
  const t = bsonTypeOf(v);
  return ts.types.has(t) || (ts.types.has('number') && NUMERIC.has(t));
};

function parseSchemaArray(kw: string, v: unknown): SchemaNode[] {
  if (!Array.isArray(v)) throw typeMismatch(`$jsonSchema keyword '${kw}' must be an array`);
  if (!v.length) throw badValue(`$jsonSchema keyword '${kw}' must be a non-empty array`);
  return v.map((s) => {
    if (!isPlainObject(s)) throw typeMismatch(`$jsonSchema keyword '${kw}' must be an array of objects, but found an element of type ${typeName(s)}`);
    return parseNode(s);
  });
}

function regex(kw: string, source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    try {
      return new RegExp(source);
    } catch (e) {
      throw badValue(`$jsonSchema keyword '${kw}' has an invalid regular expression: ${(e as Error).message}`);
    }
  }
}

function parseNode(spec: Doc): SchemaNode {
  for (const k of Object.keys(spec)) {
    if (UNSUPPORTED.has(k)) throw failedToParse(`$jsonSchema keyword '${k}' is not currently supported`);
    if (!KEYWORDS.has(k)) throw failedToParse(`Unknown $jsonSchema keyword: ${k}`);
    if (k === 'encrypt' || k === 'encryptMetadata') throw failedToParse(`$jsonSchema keyword '${k}' is not supported by the embedded server`);
  }
  for (const k of ['description', 'title']) if (k in spec && typeof spec[k] !== 'string') throw typeMismatch(`$jsonSchema keyword '${k}' must be of type string`);
  const node: SchemaNode = { spec };
  if ('type' in spec && 'bsonType' in spec) throw failedToParse("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'");
  if ('type' in spec) node.type = parseTypeSet('type', spec.type);
  if ('bsonType' in spec) node.type = parseTypeSet('bsonType', spec.bsonType);
  for (const kw of ['minimum', 'maximum', 'multipleOf']) if (kw in spec && !isNumber(spec[kw])) throw typeMismatch(`$jsonSchema keyword '${kw}' must be a number`);
  if ('multipleOf' in spec && toNumber(spec.multipleOf) <= 0) throw failedToParse("$jsonSchema keyword 'multipleOf' must have a positive value");
  for (const [ex, base] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']]) {
    if (!(ex in spec)) continue;
    if (typeof spec[ex] !== 'boolean') throw typeMismatch(`$jsonSchema keyword '${ex}' must be a boolean`);
    if (!(base in spec)) throw failedToParse(`$jsonSchema keyword '${base}' must be a present if ${ex} is present`);
  }
  for (const kw of ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']) if (kw in spec) nonNegativeInteger(kw, spec[kw]);
  if ('pattern' in spec) {
    if (typeof spec.pattern !== 'string') throw typeMismatch("$jsonSchema keyword 'pattern' must be a string");
    node.pattern = regex('pattern', spec.pattern);
  }
  if ('uniqueItems' in spec && typeof spec.uniqueItems !== 'boolean') throw typeMismatch("$jsonSchema keyword 'uniqueItems' must be a boolean");
  if ('enum' in spec) {
    if (!Array.isArray(spec.enum)) throw typeMismatch(`$jsonSchema keyword 'enum' must be an array, but found an element of type ${typeName(spec.enum)}`);
    if (!spec.enum.length) throw failedToParse("$jsonSchema keyword 'enum' cannot be an empty array");
    if (new Set(spec.enum.map(keyOf)).size !== spec.enum.length) throw failedToParse("$jsonSchema keyword 'enum' array cannot contain duplicate values.");
    node.enum = spec.enum;
  }
  if ('required' in spec) {
    const r = spec.required;
    if (!Array.isArray(r)) throw typeMismatch(`$jsonSchema keyword 'required' must be an array, but found an element of type ${typeName(r)}`);
    for (const p of r) if (typeof p !== 'string') throw typeMismatch(`$jsonSchema keyword 'required' must be an array of strings, but found an element of type: ${typeName(p)}`);
    if (!r.length) throw failedToParse("$jsonSchema keyword 'required' cannot be an empty array");
    if (new Set(r).size !== r.length) throw failedToParse("$jsonSchema keyword 'required' array cannot contain duplicate values");
    node.required = r;
  }
  if ('properties' in spec) {
    if (!isPlainObject(spec.properties)) throw typeMismatch("$jsonSchema keyword 'properties' must be an object");
    node.properties = new Map();
    for (const [p, sub] of Object.entries(spec.properties)) {
      if (!isPlainObject(sub)) throw typeMismatch(`Nested schema for $jsonSchema property '${p}' must be an object`);
      node.properties.set(p, parseNode(sub));
    }
  }
  if ('patternProperties' in spec) {
    if (!isPlainObject(spec.patternProperties)) throw typeMismatch("$jsonSchema keyword 'patternProperties' must be an object");
    node.patternProperties = Object.entries(spec.patternProperties).map(([source, sub]) => {
      if (!isPlainObject(sub)) throw typeMismatch("$jsonSchema keyword 'patternProperties' has property '" + source + "' which is not an object");
      return { source, re: regex('patternProperties', source), node: parseNode(sub) };
    });
  }
  if ('additionalProperties' in spec) {
    const a = spec.additionalProperties;
    if (typeof a === 'boolean') node.additionalProperties = a;
    else if (isPlainObject(a)) node.additionalProperties = parseNode(a);
    else throw typeMismatch(`$jsonSchema keyword 'additionalProperties' must be either an object or a boolean, but got a ${typeName(a)}`);
  }
  if ('items' in spec) {
    const it = spec.items;
    if (isPlainObject(it)) node.items = parseNode(it);
    else if (Array.isArray(it))
      node.items = it.map((s) => {
        if (!isPlainObject(s)) throw typeMismatch(`$jsonSchema keyword 'items' requires that each element of the array is an object, but found a ${typeName(s)}`);
        return parseNode(s);
      });
    else throw typeMismatch(`$jsonSchema keyword 'items' must be an array or an object, not ${typeName(it)}`);
  }
  if ('additionalItems' in spec) {
    const a = spec.additionalItems;
    if (typeof a === 'boolean') node.additionalItems = a;
    else if (isPlainObject(a)) node.additionalItems = parseNode(a);
    else throw typeMismatch(`$jsonSchema keyword 'additionalItems' must be either an object or a boolean, but got a ${typeName(a)}`);
  }
  if ('allOf' in spec) node.allOf = parseSchemaArray('allOf', spec.allOf);
  if ('anyOf' in spec) node.anyOf = parseSchemaArray('anyOf', spec.anyOf);
  if ('oneOf' in spec) node.oneOf = parseSchemaArray('oneOf', spec.oneOf);
  if ('not' in spec) {
    if (!isPlainObject(spec.not)) throw typeMismatch(`$jsonSchema keyword 'not' must be an object, but found an element of type ${typeName(spec.not)}`);
    node.not = parseNode(spec.not);
  }
  if ('dependencies' in spec) {
    if (!isPlainObject(spec.dependencies)) throw typeMismatch("$jsonSchema keyword 'dependencies' must be an object");
    node.dependencies = new Map();
    for (const [p, dep] of Object.entries(spec.dependencies)) {
      if (isPlainObject(dep)) node.dependencies.set(p, parseNode(dep));
      else if (Array.isArray(dep) && dep.length && dep.every((x) => typeof x === 'string')) node.dependencies.set(p, dep);
      else throw typeMismatch(`property '${p}' in $jsonSchema keyword 'dependencies' must be either an object or an array`);
    }
  }
  return node;
}

// ------------------------------------------------------------ evaluation

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
