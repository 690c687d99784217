import { BSON } from 'bson';
import { Collection } from '../storage/collection';
import { DocEntry } from '../storage/doc-entry';
import { badValue, CommandError, typeMismatch } from '../common/errors';
import { JsonSchema } from './jsonschema';
import { bsonTypeOf } from '../common/bson-type';
import { compileFilter } from './compile-filter';
import { testEntry } from './schema-filter';
import { Doc, getPath, isPlainObject } from '../common/values';

/**
 * Collection validators (`validator`, `validationLevel`, `validationAction` of create / collMod): a query filter that
 * every written document must match, with mongod's DocumentValidationFailure (121) and `errInfo` on refusal.
 */

const LEVELS = ['off', 'strict', 'moderate'];
const ACTIONS = ['error', 'warn'];

const typed = (raw: Uint8Array) => BSON.deserialize(raw, { promoteValues: false, promoteBuffers: false }) as Doc;

interface CompiledValidator {
  schema?: JsonSchema;
  rest: ((d: Doc) => boolean) | null;
  spec: Doc;
}

function compile(validator: Doc): CompiledValidator {
  const { $jsonSchema, ...others } = validator;
  const schema = $jsonSchema !== undefined ? JsonSchema.parse($jsonSchema) : undefined;
  return { schema, rest: compileFilter(others), spec: validator };
}

/** Checks create / collMod validation options (throws mongod's errors); compiles the validator to surface its errors. */
export function checkValidationOptions(command: string, opts: Doc): void {
  if ('validator' in opts) {
    if (!isPlainObject(opts.validator)) throw typeMismatch(`BSON field '${command}.validator' is the wrong type '${bsonTypeOf(opts.validator)}', expected type 'object'`);
    compile(opts.validator);
  }
  for (const [field, allowed] of [['validationLevel', LEVELS], ['validationAction', ACTIONS]] as const) {
    if (!(field in opts)) continue;
    const v = opts[field];
    if (typeof v !== 'string') throw typeMismatch(`BSON field '${command}.${field}' is the wrong type '${bsonTypeOf(v)}', expected type 'string'`);
    if (!allowed.includes(v)) throw badValue(`Enumeration value '${v}' for field '${command}.${field}' is not a valid value.`);
  }
}

/** Compiled validators, keyed by the collection's options object (replaced as a whole by collMod). */
const compiled = new WeakMap<Doc, CompiledValidator>();

function validatorOf(options: Doc): CompiledValidator {
  let v = compiled.get(options);
  if (!v) {
    v = compile(options.validator);
    compiled.set(options, v);
  }
  return v;
}

function passes(v: CompiledValidator, e: DocEntry): boolean {
  if (v.schema && !v.schema.matches(typed(e.raw))) return false;
  return !v.rest || testEntry(e, v.rest);
}

/**
 * Refuses a document the collection's validator rejects. `old` is the version being replaced (moderate level lets
 * updates of already-invalid documents through); `bypass` is the command's bypassDocumentValidation.
 */
export function checkDocumentValidation(c: Collection, e: DocEntry, old: DocEntry | undefined, bypass: boolean): void {
  const options = c.options;
  if (!options.validator || bypass) return;
  const level = options.validationLevel ?? 'strict';
  if (level === 'off') return;
  const v = validatorOf(options);
  if (passes(v, e)) return;
  if (level === 'moderate' && old && !passes(v, old)) return;
  // validationAction 'warn': mongod only logs the failure and writes the document.
  if (options.validationAction === 'warn') return;
  const doc = typed(e.raw);
  throw new CommandError(121, 'DocumentValidationFailure', 'Document failed validation', {
    errInfo: { failingDocumentId: doc._id, details: explainFailure(v, doc, e.doc) },
  });
}

// ------------------------------------------------------------ errInfo.details

function explainFailure(v: CompiledValidator, typedDoc: Doc, promoted: Doc): Doc {
  const clauses: Array<{ index: number; details: Doc }> = [];
  let index = 0;
  for (const [k, cond] of Object.entries(v.spec)) {
    const failed = k === '$jsonSchema' ? !v.schema!.matches(typedDoc) : !(compileFilter({ [k]: cond })?.(promoted) ?? true);
    if (failed) clauses.push({ index, details: k === '$jsonSchema' ? { operatorName: '$jsonSchema', schemaRulesNotSatisfied: v.schema!.explain(typedDoc) } : clauseDetails(k, cond, promoted) });
    index++;
  }
  if (index === 1 && clauses.length === 1) return clauses[0].details;
  return { operatorName: '$and', clausesNotSatisfied: clauses };
}

function clauseDetails(key: string, cond: unknown, doc: Doc): Doc {
  if (key === '$and' || key === '$or' || key === '$nor') {
    const subs = (cond as Doc[]).map((f, index) => ({ f, index, matched: compileFilter(f)?.(doc) ?? true }));
    if (key === '$nor') return { operatorName: key, clausesSatisfied: subs.filter((x) => x.matched).map(({ index }) => ({ index })) };
    return { operatorName: key, clausesNotSatisfied: subs.filter((x) => !x.matched).map(({ f, index }) => ({ index, details: filterDetails(f, doc) })) };
  }
  if (key === '$expr') return { operatorName: '$expr', specifiedAs: { $expr: cond }, reason: 'expression did not match', expressionResult: false };
  const value = getPath(doc, key);
  const ops = isPlainObject(cond) && Object.keys(cond).length && Object.keys(cond).every((o) => o.startsWith('$')) ? Object.entries(cond) : [['$eq', cond] as [string, unknown]];
  const failing = ops.filter(([op, arg]) => !(compileFilter({ [key]: { [op]: arg } })?.(doc) ?? true));
  const one = (op: string, arg: unknown): Doc => {
    const specifiedAs = { [key]: op === '$eq' && !(isPlainObject(cond) && '$eq' in cond) ? arg : { [op]: arg } };
    if (op === '$exists') return { operatorName: op, specifiedAs, reason: arg ? 'path does not exist' : 'path does exist' };
    if (value === undefined) return { operatorName: op, specifiedAs, reason: 'field was missing' };
    if (op === '$type') return { operatorName: op, specifiedAs, reason: 'type did not match', consideredValue: value, consideredType: bsonTypeOf(value) };
    if (op === '$in') return { operatorName: op, specifiedAs, reason: 'no matching value found in array', consideredValue: value };
    if (op === '$regex') return { operatorName: op, specifiedAs, reason: 'regular expression did not match', consideredValue: value };
    return { operatorName: op, specifiedAs, reason: 'comparison failed', consideredValue: value };
  };
  if (failing.length === 1 || ops.length === 1) return one(...((failing[0] ?? ops[0]) as [string, unknown]));
  return { operatorName: '$and', clausesNotSatisfied: failing.map(([op, arg]) => ({ index: ops.findIndex(([o]) => o === op), details: one(op, arg) })) };
}

function filterDetails(filter: Doc, doc: Doc): Doc {
  const entries = Object.entries(filter);
  if (entries.length === 1) return clauseDetails(entries[0][0], entries[0][1], doc);
  return {
    operatorName: '$and',
    clausesNotSatisfied: entries
      .map(([k, c], index) => ({ index, k, c }))
      .filter(({ k, c }) => !(compileFilter({ [k]: c })?.(doc) ?? true))
      .map(({ index, k, c }) => ({ index, details: clauseDetails(k, c, doc) })),
  };
}
