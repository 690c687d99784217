import { CommandError, invalidOptions, typeMismatch } from '../common/errors';
import { isPlainObject } from '../common/values';

/** Aggregation stage names mongod 7.0 knows (user-facing ones); anything else is refused with code 40324. */
const MONGOD_STAGES = new Set([
  '$addFields', '$bucket', '$bucketAuto', '$changeStream', '$changeStreamSplitLargeEvent', '$collStats', '$count',
  '$currentOp', '$densify', '$documents', '$facet', '$fill', '$geoNear', '$graphLookup', '$group', '$indexStats',
  '$limit', '$listCatalog', '$listLocalSessions', '$listSampledQueries', '$listSearchIndexes', '$listSessions',
  '$lookup', '$match', '$merge', '$out', '$planCacheStats', '$project', '$redact', '$replaceRoot', '$replaceWith',
  '$sample', '$search', '$searchMeta', '$set', '$setWindowFields', '$shardedDataDistribution', '$skip', '$sort',
  '$sortByCount', '$unionWith', '$unset', '$unwind', '$vectorSearch',
]);

/** Stages mongod has but this server does not run (mingo lacks them, or they need a replica set / Atlas). */
const UNSUPPORTED = new Set([
  '$out', '$merge', '$changeStream', '$changeStreamSplitLargeEvent', '$collStats', '$currentOp', '$geoNear', '$indexStats',
  '$listCatalog', '$listLocalSessions', '$listSampledQueries', '$listSearchIndexes', '$listSessions', '$planCacheStats',
  '$search', '$searchMeta', '$shardedDataDistribution', '$vectorSearch',
]);

/** Checks every stage of a pipeline (and of $facet / $lookup / $unionWith sub-pipelines) like mongod's parser. */
export function checkPipelineStages(pipeline: unknown[]): void {
  for (const stage of pipeline) {
    if (!isPlainObject(stage)) throw typeMismatch('Each element of the \'pipeline\' array must be an object');
    const keys = Object.keys(stage);
    if (keys.length !== 1) throw new CommandError(40323, 'Location40323', 'A pipeline stage specification object must contain exactly one field.');
    const name = keys[0];
    if (!MONGOD_STAGES.has(name)) throw new CommandError(40324, 'Location40324', `Unrecognized pipeline stage name: '${name}'`);
    if (UNSUPPORTED.has(name)) throw invalidOptions(`${name} is not supported by the embedded server`);
    const arg = stage[name];
    if (name === '$facet' && isPlainObject(arg)) for (const sub of Object.values(arg)) if (Array.isArray(sub)) checkPipelineStages(sub);
    if ((name === '$lookup' || name === '$unionWith') && isPlainObject(arg) && Array.isArray(arg.pipeline)) checkPipelineStages(arg.pipeline);
  }
}
