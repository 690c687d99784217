import { badValue, failedToParse, typeMismatch } from '../common/errors';
import { Doc, isPlainObject, keyOf } from '../common/values';
import { bsonTypeOf, isNumber, NUMERIC, toNumber } from '../common/bson-type';

/** Parsing of `$jsonSchema`: refuses what mongod refuses, with its codes and messages. */

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
const typeName = (v: unknown) => bsonTypeOf(v);

interface TypeSet {
  keyword: 'type' | 'bsonType';
  spec: unknown;
  types: Set<string>;
}

export interface SchemaNode {
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

export const typeMatches = (ts: TypeSet, v: unknown) => {
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

export function parseNode(spec: Doc): SchemaNode {
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
