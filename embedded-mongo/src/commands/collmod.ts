import { BSON } from 'bson';
import { Engine } from '../engine/engine';
import { badValue, CommandError, indexNotFound, invalidNamespace, invalidOptions, namespaceNotFound, typeMismatch } from '../common/errors';
import { bsonTypeOf } from '../common/bson-type';
import { Entry, Op } from '../storage/journal';
import { checkValidationOptions } from '../query/validation';
import { Doc, isPlainObject, keyOf, renderValue } from '../common/values';

/** `create` options this server checks itself, and the `collMod` command (validator options and index options). */

const unknownField = (path: string) => new CommandError(40415, 'IDLUnknownField', `BSON field '${path}' is an unknown field.`);

/** Generic command fields every command may carry. */
const GENERIC = new Set(['$db', 'lsid', '$clusterTime', '$readPreference', 'writeConcern', 'comment', 'apiVersion', 'apiStrict', 'apiDeprecationErrors', 'maxTimeMS', '$audit', 'txnNumber', 'autocommit']);

export function checkCreateOptions(cmd: Doc): void {
  if (cmd.capped) {
    if (cmd.size === undefined) throw invalidOptions("the 'size' field is required when 'capped' is true");
    // Capped collections (size/max limits, insertion order, no deletes) are not implemented: refused, never ignored.
    throw invalidOptions('capped collections are not supported by the embedded server');
  }
  checkValidationOptions('create', cmd);
}

const MOD_OPTIONS = new Set(['validator', 'validationLevel', 'validationAction', 'index']);
const UNSUPPORTED_MOD_OPTIONS = new Set(['viewOn', 'pipeline', 'expireAfterSeconds', 'changeStreamPreAndPostImages', 'timeseries', 'cappedSize', 'cappedMax', 'dryRun', 'recordPreImages', 'clusteredIndex']);
const INDEX_OPTIONS = new Set(['keyPattern', 'name', 'expireAfterSeconds', 'hidden']);
const UNSUPPORTED_INDEX_OPTIONS = new Set(['prepareUnique', 'unique', 'forceNonUnique']);

export async function collMod(engine: Engine, cmd: Doc, db: string): Promise<Doc> {
  const name = cmd.collMod;
  if (typeof name !== 'string') throw invalidNamespace(`collection name has invalid type ${bsonTypeOf(name)}`);
  for (const k of Object.keys(cmd).slice(1)) {
    if (GENERIC.has(k) || MOD_OPTIONS.has(k)) continue;
    if (UNSUPPORTED_MOD_OPTIONS.has(k)) throw invalidOptions(`collMod option '${k}' is not supported by the embedded server`);
    throw unknownField(`collMod.${k}`);
  }
  let indexMod: Doc | undefined;
  if (cmd.index !== undefined) {
    if (!isPlainObject(cmd.index)) throw typeMismatch(`BSON field 'collMod.index' is the wrong type '${bsonTypeOf(cmd.index)}', expected type 'object'`);
    indexMod = cmd.index;
    for (const k of Object.keys(indexMod)) {
      if (INDEX_OPTIONS.has(k)) continue;
      if (UNSUPPORTED_INDEX_OPTIONS.has(k)) throw invalidOptions(`collMod index option '${k}' is not supported by the embedded server`);
      throw unknownField(`collMod.index.${k}`);
    }
  }
  checkValidationOptions('collMod', cmd);
  const c = engine.collection(db, name);
  if (!c) throw namespaceNotFound(`ns does not exist: ${db}.${name}`);

  const entries: Entry[] = [];
  const reply: Doc = {};
  if ('validator' in cmd || 'validationLevel' in cmd || 'validationAction' in cmd) {
    const options: Doc = { ...c.options };
    for (const k of ['validator', 'validationLevel', 'validationAction']) if (k in cmd) options[k] = cmd[k];
    entries.push({ op: Op.SetCollectionOptions, ns: c.ns, body: BSON.serialize(options) });
  }
  if (indexMod) {
    const { keyPattern, name: ixName, expireAfterSeconds, hidden } = indexMod;
    if (keyPattern !== undefined && ixName !== undefined) throw invalidOptions('Cannot specify both key pattern and name.');
    if (keyPattern === undefined && ixName === undefined) throw invalidOptions('Must specify either index name or key pattern.');
    if (expireAfterSeconds === undefined && hidden === undefined) throw invalidOptions('no expireAfterSeconds or hidden field');
    let ix;
    if (ixName !== undefined) {
      if (typeof ixName !== 'string') throw typeMismatch(`BSON field 'collMod.index.name' is the wrong type '${bsonTypeOf(ixName)}', expected type 'string'`);
      ix = c.indexes.get(ixName);
      if (!ix) throw indexNotFound(`cannot find index ${ixName} for ns ${c.ns}`);
    } else {
      if (!isPlainObject(keyPattern)) throw typeMismatch(`BSON field 'collMod.index.keyPattern' is the wrong type '${bsonTypeOf(keyPattern)}', expected type 'object'`);
      ix = [...c.indexes.values()].find((i) => keyOf(i.spec.key) === keyOf(keyPattern));
      if (!ix) throw indexNotFound(`cannot find index ${renderValue(keyPattern)} for ns ${c.ns}`);
    }
    const spec: Doc = { ...ix.spec };
    if (expireAfterSeconds !== undefined) {
      const secs = typeof expireAfterSeconds === 'number' ? expireAfterSeconds : Number(expireAfterSeconds?.valueOf?.());
      if (!['int', 'long', 'double', 'decimal'].includes(bsonTypeOf(expireAfterSeconds)) || !Number.isFinite(secs))
        throw typeMismatch(`BSON field 'collMod.index.expireAfterSeconds' is the wrong type '${bsonTypeOf(expireAfterSeconds)}', expected type 'long'`);
      if (secs < 0) throw badValue(`expireAfterSeconds must be non-negative, found: ${secs}`);
      if (ix.isId) throw invalidOptions('The field \'expireAfterSeconds\' is not valid for an _id index specification.');
      if (Object.keys(ix.spec.key).length > 1) throw invalidOptions('TTL indexes are single-field indexes, compound indexes do not support TTL.');
      const old = ix.spec.expireAfterSeconds;
      if (old !== secs) {
        if (old !== undefined) reply.expireAfterSeconds_old = old;
        reply.expireAfterSeconds_new = secs;
        spec.expireAfterSeconds = secs;
      }
    }
    if (hidden !== undefined) {
      if (typeof hidden !== 'boolean') throw typeMismatch(`BSON field 'collMod.index.hidden' is the wrong type '${bsonTypeOf(hidden)}', expected type 'bool'`);
      if (ix.isId) throw badValue("can't hide _id index");
      const old = !!ix.spec.hidden;
      if (old !== hidden) {
        reply.hidden_old = old;
        reply.hidden_new = hidden;
        if (hidden) spec.hidden = true;
        else delete spec.hidden;
      }
    }
    entries.push({ op: Op.SetIndexSpec, ns: c.ns, body: BSON.serialize(spec) });
  }
  engine.apply(entries);
  await engine.commit(entries);
  return { ...reply, ok: 1 };
}
