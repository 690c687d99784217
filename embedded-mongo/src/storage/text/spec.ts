import { CommandError, indexOptionsConflict, invalidOptions } from '../../common/errors';
import { Doc, isPlainObject, keyOf, renderValue } from '../../common/values';
import { findLanguage } from './language';

const MAX_WORD_WEIGHT = 100000; // mongod: MAX_WEIGHT / 10000
export const cannotCreateIndex = (msg: string) => new CommandError(67, 'CannotCreateIndex', msg);

const numeric = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  if (v !== null && typeof v === 'object' && ['Int32', 'Long', 'Double', 'Decimal128'].includes((v as any)._bsontype)) return Number(v.toString());
  return undefined;
};

/** True for a key pattern that asks for a text index ({f: 'text'} or the stored {_fts: 'text', _ftsx: 1}). */
export function isTextKey(key: unknown): boolean {
  return isPlainObject(key) && Object.keys(key).some((k) => key[k] === 'text' || k === '_fts');
}

/**
 * mongod's FTSSpec::fixSpec: the key pattern becomes prefix fields, {_fts: 'text', _ftsx: 1}, suffix fields; weights
 * (integers, sorted by field), default_language, language_override and textIndexVersion 3 are filled in.
 */
export function normalizeTextSpec(spec: Doc): Doc {
  const key = spec.key as Doc;
  const weights = new Map<string, number>();
  const fixedKey: Doc = {};
  let seenText = false;
  let afterText = false;
  for (const [f, v] of Object.entries(key)) {
    const isText = v === 'text' || f === '_fts' || f === '_ftsx';
    if (f === '_fts') {
      if (v !== 'text') throw cannotCreateIndex('expecting _fts:"text"');
    } else if (f === '_ftsx') {
      if (numeric(v) !== 1) throw cannotCreateIndex('expecting _ftsx:1');
    } else if (!isText) {
      const n = Math.trunc(numeric(v) ?? NaN);
      if (n !== 1 && n !== -1) throw cannotCreateIndex('expected value 1 or -1 for non-text key in compound index');
    } else weights.set(f, 1);
    if (isText) {
      if (afterText) throw cannotCreateIndex("'text' fields in index must all be adjacent");
      if (!seenText) {
        fixedKey._fts = 'text';
        fixedKey._ftsx = 1;
      }
      seenText = true;
    } else {
      if (seenText) afterText = true;
      fixedKey[f] = v;
    }
  }
  if (!seenText) throw cannotCreateIndex('expected additional fields in text index key pattern');

  const w = spec.weights;
  if (isPlainObject(w)) {
    for (const [f, v] of Object.entries(w)) {
      const n = numeric(v);
      if (n === undefined) throw cannotCreateIndex('weight for text index needs numeric type');
      weights.set(f, Math.trunc(n));
    }
  } else if (w === '$**') weights.set('$**', 1);
  else if (w !== undefined) throw cannotCreateIndex("text index option 'weights' must be an object");
  if (!weights.size) throw cannotCreateIndex("text index option 'weights' must specify fields or the wildcard");
  const sortedWeights: Doc = {};
  for (const f of [...weights.keys()].sort()) {
    const n = weights.get(f)!;
    if (n <= 0 || n >= MAX_WORD_WEIGHT) throw cannotCreateIndex(`text index weight must be in the exclusive interval (0,${MAX_WORD_WEIGHT}) but found: ${n}`);
    if (f !== '$**') {
      if (!f) throw cannotCreateIndex('weight cannot be on an empty field');
      for (const part of f.split('.')) {
        if (!part) throw cannotCreateIndex('weight cannot have empty path component');
        if (part.startsWith('$')) throw cannotCreateIndex('weight cannot have path component with $ prefix');
      }
    }
    sortedWeights[f] = n;
  }

  let language = 'english';
  if (spec.default_language !== undefined) {
    if (typeof spec.default_language !== 'string') throw cannotCreateIndex('default_language needs a string type');
    if (!findLanguage(spec.default_language)) throw cannotCreateIndex('default_language is not valid');
    language = spec.default_language;
  }
  let override = 'language';
  if (spec.language_override !== undefined) {
    if (typeof spec.language_override !== 'string') throw cannotCreateIndex('language_override must be a string');
    const o = spec.language_override;
    if (!o || o.startsWith('$') || o.includes('.')) throw cannotCreateIndex('language_override is not valid');
    override = o;
  }
  if (spec.textIndexVersion !== undefined) {
    const v = numeric(spec.textIndexVersion);
    if (v === undefined) throw cannotCreateIndex("text index option 'textIndexVersion' must be a number");
    if (Math.trunc(v) !== 2 && Math.trunc(v) !== 3) throw cannotCreateIndex(`bad textIndexVersion: ${Math.trunc(v)}`);
    if (Math.trunc(v) === 2) throw invalidOptions('textIndexVersion 2 is not supported by the embedded server');
  }

  const out: Doc = { v: spec.v, key: fixedKey, name: spec.name };
  const pending: Doc = { weights: sortedWeights, default_language: language, language_override: override };
  for (const [k, v] of Object.entries(spec)) {
    if (k === 'v' || k === 'key' || k === 'name' || k === 'textIndexVersion') continue;
    if (k in pending) {
      out[k] = pending[k];
      delete pending[k];
    } else out[k] = v;
  }
  Object.assign(out, pending);
  out.textIndexVersion = 3;
  return out;
}

/** The options that make two text indexes the same index. */
const identity = (s: Doc) => keyOf([s.key, s.weights, s.default_language, s.language_override]);

/**
 * mongod allows one text index per collection. Returns 'exists' when an equivalent one is there already (a no-op),
 * throws mongod's error when another text index is in the way.
 */
export function checkTextIndexConflict(existing: Doc[], spec: Doc): 'exists' | undefined {
  const text = existing.find((s) => isTextKey(s.key));
  if (!text) return undefined;
  if (identity(text) === identity(spec)) {
    if (text.name === spec.name) return 'exists';
    throw indexOptionsConflict(`Index already exists with a different name: ${text.name}`);
  }
  if (text.name === spec.name)
    throw indexOptionsConflict(
      `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${renderValue(spec)}, existing index: ${renderValue(text)}`,
    );
  if (keyOf(text.key) === keyOf(spec.key))
    throw indexOptionsConflict(`An equivalent index already exists with a different name and options. Requested index: ${renderValue(spec)}, existing index: ${renderValue(text)}`);
  throw cannotCreateIndex(`only one text index per collection allowed, found existing text index "${text.name}"`);
}
