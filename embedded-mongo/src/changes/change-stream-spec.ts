import { Timestamp } from 'bson';
import { badValue, CommandError, illegalOperation, invalidNamespace, invalidOptions, typeMismatch } from '../common/errors';
import { decodeToken, TokenData } from './resume-token';
import { Doc, isPlainObject } from '../common/values';

/** What a change stream watches: one collection, one database (aggregate: 1) or the deployment (admin, allChangesForCluster). */
export type Scope = { kind: 'collection'; db: string; coll: string } | { kind: 'database'; db: string } | { kind: 'cluster' };

type FullDocumentMode = 'default' | 'updateLookup' | 'whenAvailable' | 'required';
type BeforeChangeMode = 'off' | 'whenAvailable' | 'required';

export interface ChangeStreamSpec {
  scope: Scope;
  fullDocument: FullDocumentMode;
  fullDocumentBeforeChange: BeforeChangeMode;
  resumeAfter?: TokenData;
  startAfter?: TokenData;
  startAtOperationTime?: Timestamp;
  showExpandedEvents: boolean;
  /** The stages after $changeStream, applied to each event. */
  stages: Doc[];
}

const FULL_DOCUMENT = ['default', 'updateLookup', 'whenAvailable', 'required'];
const BEFORE_CHANGE = ['off', 'whenAvailable', 'required'];
/** Stages mongod allows after $changeStream. */
const ALLOWED_STAGES = new Set(['$match', '$project', '$addFields', '$set', '$unset', '$replaceRoot', '$replaceWith', '$redact', '$changeStreamSplitLargeEvent']);
/** Other stage names mongod knows (refused here as not permitted rather than unrecognized). */
const KNOWN_STAGES = new Set([
  '$group', '$sort', '$limit', '$skip', '$unwind', '$lookup', '$graphLookup', '$facet', '$count', '$sortByCount', '$bucket', '$bucketAuto',
  '$sample', '$out', '$merge', '$geoNear', '$indexStats', '$collStats', '$currentOp', '$listSessions', '$listLocalSessions', '$planCacheStats',
  '$unionWith', '$densify', '$fill', '$setWindowFields', '$documents', '$search', '$searchMeta', '$listSearchIndexes', '$changeStream',
]);

export const isChangeStreamPipeline = (pipeline: unknown[]) => isPlainObject(pipeline[0]) && Object.keys(pipeline[0])[0] === '$changeStream';

const bsonTypeName = (v: unknown): string => {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'double';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string') return 'string';
  if (v instanceof Date) return 'date';
  const t = (v as Doc)?._bsontype;
  if (t === 'Timestamp') return 'timestamp';
  if (t === 'Long') return 'long';
  if (t) return String(t).toLowerCase();
  return 'object';
};

const wrongType = (field: string, v: unknown, expected: string) =>
  typeMismatch(`BSON field '$changeStream.${field}' is the wrong type '${bsonTypeName(v)}', expected type '${expected}'`);

/**
 * Validates an aggregate whose first stage is $changeStream, as mongod does (same codes and messages), and returns
 * what the stream watches and how. `target` is the aggregate command's value (collection name or 1).
 */
export function parseChangeStream(db: string, target: unknown, pipeline: unknown[], replicaSet: boolean): ChangeStreamSpec {
  const arg = (pipeline[0] as Doc).$changeStream;
  if (!isPlainObject(arg)) throw new CommandError(50808, 'Location50808', '$changeStream stage expects a document as argument');
  const spec: ChangeStreamSpec = { scope: { kind: 'cluster' }, fullDocument: 'default', fullDocumentBeforeChange: 'off', showExpandedEvents: false, stages: [] };
  let allChangesForCluster = false;
  for (const [k, v] of Object.entries(arg)) {
    switch (k) {
      case 'fullDocument':
        if (typeof v !== 'string') throw wrongType(k, v, 'string');
        if (!FULL_DOCUMENT.includes(v)) throw badValue(`Enumeration value '${v}' for field '$changeStream.fullDocument' is not a valid value.`);
        spec.fullDocument = v as FullDocumentMode;
        break;
      case 'fullDocumentBeforeChange':
        if (typeof v !== 'string') throw wrongType(k, v, 'string');
        if (!BEFORE_CHANGE.includes(v)) throw badValue(`Enumeration value '${v}' for field '$changeStream.fullDocumentBeforeChange' is not a valid value.`);
        spec.fullDocumentBeforeChange = v as BeforeChangeMode;
        break;
      case 'resumeAfter':
      case 'startAfter':
        if (!isPlainObject(v)) throw wrongType(k, v, 'object');
        spec[k] = decodeToken(v);
        break;
      case 'startAtOperationTime':
        if ((v as Doc)?._bsontype !== 'Timestamp') throw wrongType(k, v, 'timestamp');
        spec.startAtOperationTime = v as Timestamp;
        break;
      case 'allChangesForCluster':
      case 'showExpandedEvents':
        if (typeof v !== 'boolean') throw wrongType(k, v, 'bool');
        if (k === 'allChangesForCluster') allChangesForCluster = v;
        else spec.showExpandedEvents = v;
        break;
      default:
        throw new CommandError(40415, 'Location40415', `BSON field '$changeStream.${k}' is an unknown field.`);
    }
  }
  if (!replicaSet) throw new CommandError(40573, 'Location40573', 'The $changeStream stage is only supported on replica sets');
  const collectionless = typeof target !== 'string';
  const ns = collectionless ? `${db}.$cmd.aggregate` : `${db}.${target}`;
  if (allChangesForCluster && !(db === 'admin' && collectionless))
    throw invalidOptions(`A $changeStream with 'allChangesForCluster:true' may only be opened on the 'admin' database, and with no collection name; found ${ns}`);
  if (db === 'admin' ? !allChangesForCluster : db === 'local' || db === 'config') throw invalidNamespace(`$changeStream may not be opened on the internal ${db} database`);
  if (!collectionless && (target as string).startsWith('system.')) throw invalidNamespace(`$changeStream may not be opened on the internal ${ns} collection`);
  if (spec.resumeAfter && spec.startAfter) throw new CommandError(50865, 'Location50865', "Do not specify both 'resumeAfter' and 'startAfter' in a $changeStream stage");
  if (spec.startAtOperationTime && (spec.resumeAfter || spec.startAfter))
    throw new CommandError(40674, 'Location40674', 'Only one type of resume option is allowed, but multiple were found');
  if (spec.resumeAfter?.fromInvalidate)
    throw new CommandError(260, 'InvalidResumeToken', "Attempting to resume a change stream using 'resumeAfter' is not allowed from an invalidate notification");
  spec.scope = allChangesForCluster ? { kind: 'cluster' } : collectionless ? { kind: 'database', db } : { kind: 'collection', db, coll: target as string };
  spec.stages = validateStages(pipeline.slice(1));
  return spec;
}

function validateStages(stages: unknown[]): Doc[] {
  stages.forEach((stage, k) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) throw new CommandError(40323, 'Location40323', 'A pipeline stage specification object must contain exactly one field.');
    const name = Object.keys(stage)[0];
    if (name === '$changeStream') throw new CommandError(40602, 'Location40602', '$changeStream is only valid as the first stage in a pipeline.');
    if (ALLOWED_STAGES.has(name)) {
      if (name === '$changeStreamSplitLargeEvent' && k !== stages.length - 1)
        throw new CommandError(7182802, 'Location7182802', '$changeStreamSplitLargeEvent must be the last stage in the pipeline.');
      return;
    }
    if (KNOWN_STAGES.has(name)) throw illegalOperation(`${name} is not permitted in a $changeStream pipeline`);
    throw new CommandError(40324, 'Location40324', `Unrecognized pipeline stage name: '${name}'`);
  });
  // Events are never larger than the limit here, so splitting them is a no-op.
  return (stages as Doc[]).filter((s) => Object.keys(s)[0] !== '$changeStreamSplitLargeEvent');
}

/** A $changeStream stage anywhere but first is refused (mongod 40602). */
export function assertNoLateChangeStream(pipeline: unknown[]): void {
  for (let k = 1; k < pipeline.length; k++)
    if (isPlainObject(pipeline[k]) && Object.keys(pipeline[k] as Doc)[0] === '$changeStream')
      throw new CommandError(40602, 'Location40602', '$changeStream is only valid as the first stage in a pipeline.');
}
