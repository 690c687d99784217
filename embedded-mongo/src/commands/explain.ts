import * as os from 'os';
import { Collection } from '../storage/collection';
import { Engine } from '../engine/engine';
import { badValue, CommandError, failedToParse, invalidNamespace, typeMismatch } from '../common/errors';
import { checkPipelineStages } from '../aggregate/pipeline-stages';
import { compileProjection } from '../query/projection';
import { FindOptions, newPlanReport, PlanReport } from '../query/find-options';
import { findEntries } from '../query/find';
import { Doc, isPlainObject, renderValue } from '../common/values';

/**
 * The `explain` command and aggregate's `explain: true`, answered with mongod 7.0's classic-engine shape. The plan
 * described is the one findEntries actually ran (it fills a PlanReport); writes are planned but never applied.
 */

type Verbosity = 'queryPlanner' | 'executionStats' | 'allPlansExecution';
const VERBOSITIES = ['queryPlanner', 'executionStats', 'allPlansExecution'];

const serverInfo = () => ({ host: os.hostname(), port: 0, version: '7.0.0', gitVersion: 'embedded-mongo' });
const serverParameters = {
  internalQueryFacetBufferSizeBytes: 104857600,
  internalQueryFacetMaxOutputDocSizeBytes: 104857600,
  internalLookupStageIntermediateDocumentMaxSizeBytes: 104857600,
  internalDocumentSourceGroupMaxMemoryBytes: 104857600,
  internalQueryMaxBlockingSortMemoryUsageBytes: 104857600,
  internalQueryProhibitBlockingMergeOnMongoS: 0,
  internalQueryMaxAddToSetBytes: 104857600,
  internalDocumentSourceSetWindowFieldsMaxMemoryBytes: 104857600,
};

const num = (v: unknown): number => (v === undefined || v === null ? 0 : Number(v));

/** mongod's parsedQuery: equalities as {$eq}, several predicates under one $and. */
export function parsedQuery(filter: Doc | undefined): Doc {
  const clauses: Doc[] = [];
  for (const [k, v] of Object.entries(filter ?? {})) {
    if (k === '$and' && Array.isArray(v)) {
      for (const f of v) {
        const p = parsedQuery(f);
        if (Array.isArray(p.$and)) clauses.push(...p.$and);
        else if (Object.keys(p).length) clauses.push(p);
      }
    } else if ((k === '$or' || k === '$nor') && Array.isArray(v)) clauses.push({ [k]: v.map((f) => parsedQuery(f)) });
    else if (k.startsWith('$')) clauses.push({ [k]: v });
    else if (isPlainObject(v) && Object.keys(v).length && Object.keys(v).every((o) => o.startsWith('$'))) {
      for (const [op, arg] of Object.entries(v)) if (op !== '$options') clauses.push({ [k]: op === '$regex' && v.$options ? { $regex: arg, $options: v.$options } : { [op]: arg } });
    } else if (v instanceof RegExp) clauses.push({ [k]: { $regex: v.source, ...(v.flags ? { $options: v.flags } : {}) } });
    else clauses.push({ [k]: { $eq: v } });
  }
  if (!clauses.length) return {};
  return clauses.length === 1 ? clauses[0] : { $and: clauses };
}

function bound(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  return renderValue(v);
}

/** The access-path stages (FETCH over IXSCAN, IDHACK, COLLSCAN, EOF) of a report. */
function accessStage(r: PlanReport, filter: Doc): Doc {
  const pq = parsedQuery(filter);
  const residual = Object.keys(pq).length ? { filter: pq } : {};
  switch (r.stage) {
    case 'EOF':
      return { stage: 'EOF' };
    case 'IDHACK':
      return { stage: 'IDHACK' };
    case 'COLLSCAN':
      return { stage: 'COLLSCAN', ...residual, direction: 'forward' };
    case 'IXSCAN': {
      const ix = r.index!;
      const prefix = r.prefix ?? [];
      const indexBounds: Doc = {};
      const multiKeyPaths: Doc = {};
      ix.fields.forEach(([f, dir], i) => {
        multiKeyPaths[f] = [];
        const forward = (dir === 1) !== !!r.reverse;
        indexBounds[f] = i < prefix.length ? [`[${bound(prefix[i])}, ${bound(prefix[i])}]`] : [forward ? '[MinKey, MaxKey]' : '[MaxKey, MinKey]'];
      });
      return {
        stage: 'FETCH',
        ...residual,
        inputStage: {
          stage: 'IXSCAN',
          keyPattern: ix.spec.key,
          indexName: ix.name,
          isMultiKey: ix.multikey,
          multiKeyPaths,
          isUnique: ix.unique,
          isSparse: ix.sparse,
          isPartial: !!ix.spec.partialFilterExpression,
          indexVersion: 2,
          direction: r.reverse ? 'backward' : 'forward',
          indexBounds,
        },
      };
    }
  }
}

interface ReadShape {
  filter: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
}

/** The whole winning plan of a read: access path, then SORT / SKIP / LIMIT / PROJECTION as mongod stacks them. */
function readPlan(r: PlanReport, q: ReadShape): Doc {
  let plan = accessStage(r, q.filter);
  const skip = num(q.skip);
  const limit = Math.abs(num(q.limit));
  if (r.sortInMemory && q.sort) plan = { stage: 'SORT', sortPattern: q.sort, memLimit: 104857600, ...(limit ? { limitAmount: skip + limit } : {}), type: 'simple', inputStage: plan };
  if (skip) plan = { stage: 'SKIP', skipAmount: skip, inputStage: plan };
  if (limit && !(r.sortInMemory && q.sort)) plan = { stage: 'LIMIT', limitAmount: limit, inputStage: plan };
  if (q.projection && Object.keys(q.projection).length) plan = { stage: 'PROJECTION_DEFAULT', transformBy: q.projection, inputStage: plan };
  return plan;
}

interface Planned {
  ns: string;
  filter: Doc;
  winningPlan: Doc;
  report: PlanReport;
  nReturned: number;
  millis: number;
  /** Extra counters of the top stage (nWouldModify, nWouldDelete...). */
  topStats?: Doc;
}

function runPlanned(coll: Collection | undefined, opts: FindOptions): { entries: ReturnType<typeof findEntries>; report: PlanReport; millis: number } {
  const report = newPlanReport();
  const t0 = process.hrtime.bigint();
  const entries = findEntries(coll, { ...opts, report });
  return { entries, report, millis: Number((process.hrtime.bigint() - t0) / 1_000_000n) };
}

function output(p: Planned, verbosity: Verbosity, command: Doc, db: string): Doc {
  const out: Doc = {
    explainVersion: '1',
    queryPlanner: {
      namespace: p.ns,
      indexFilterSet: false,
      parsedQuery: parsedQuery(p.filter),
      maxIndexedOrSolutionsReached: false,
      maxIndexedAndSolutionsReached: false,
      maxScansToExplodeReached: false,
      winningPlan: p.winningPlan,
      rejectedPlans: [],
    },
  };
  if (verbosity !== 'queryPlanner') {
    out.executionStats = {
      executionSuccess: true,
      nReturned: p.nReturned,
      executionTimeMillis: p.millis,
      totalKeysExamined: p.report.keysExamined,
      totalDocsExamined: p.report.docsExamined,
      executionStages: { ...p.winningPlan, nReturned: p.nReturned, executionTimeMillisEstimate: p.millis, ...(p.topStats ?? {}) },
      ...(verbosity === 'allPlansExecution' ? { allPlansExecution: [] } : {}),
    };
  }
  return { ...out, command: { ...command, $db: db }, serverInfo: serverInfo(), serverParameters, ok: 1 };
}

function collectionName(inner: Doc, key: string): string {
  const name = inner[key];
  if (typeof name !== 'string') throw invalidNamespace(`collection name has invalid type ${typeof name}`);
  return name;
}

/** Explains one read / write command without running its effects. */
function plan(engine: Engine, inner: Doc, db: string, verbosity: Verbosity): Doc {
  const name = Object.keys(inner)[0];
  const coll = (key: string) => engine.collection(db, collectionName(inner, key));
  const ns = (key: string) => `${db}.${collectionName(inner, key)}`;
  switch (name) {
    case 'find': {
      const q: ReadShape = { filter: inner.filter ?? {}, sort: inner.sort, skip: inner.skip, limit: inner.limit, projection: inner.projection };
      if (!isPlainObject(q.filter)) throw typeMismatch(`"filter" had the wrong type. Expected object, found ${typeof q.filter}`);
      compileProjection(q.projection, q.filter); // parse errors as the find itself would raise
      const { entries, report, millis } = runPlanned(coll('find'), { filter: q.filter, sort: q.sort, skip: num(q.skip), limit: num(q.limit), hint: inner.hint });
      return output({ ns: ns('find'), filter: q.filter, winningPlan: readPlan(report, q), report, nReturned: entries.length, millis }, verbosity, inner, db);
    }
    case 'count': {
      const c = coll('count');
      const filter = inner.query ?? {};
      if (c && !Object.keys(filter).length && inner.hint === undefined) {
        const report = newPlanReport();
        return output({ ns: ns('count'), filter, winningPlan: { stage: 'RECORD_STORE_FAST_COUNT' }, report, nReturned: 0, millis: 0 }, verbosity, inner, db);
      }
      const { report, millis, entries } = runPlanned(c, { filter, hint: inner.hint });
      const input = readPlan(report, { filter, skip: inner.skip, limit: inner.limit });
      return output({ ns: ns('count'), filter, winningPlan: { stage: 'COUNT', inputStage: input }, report, nReturned: 0, millis, topStats: { nCounted: entries.length } }, verbosity, inner, db);
    }
    case 'distinct': {
      if (typeof inner.key !== 'string') throw typeMismatch('"key" had the wrong type. Expected string');
      const filter = inner.query ?? {};
      const { report, millis, entries } = runPlanned(coll('distinct'), { filter, hint: inner.hint });
      const winningPlan = { stage: 'PROJECTION_SIMPLE', transformBy: { _id: 0, [inner.key]: 1 }, inputStage: accessStage(report, filter) };
      return output({ ns: ns('distinct'), filter, winningPlan, report, nReturned: entries.length, millis }, verbosity, inner, db);
    }
    case 'update': {
      const [spec] = (Array.isArray(inner.updates) ? inner.updates : []) as Doc[];
      if (!isPlainObject(spec)) throw failedToParse('explained update must have exactly one statement');
      const filter = spec.q ?? {};
      const { report, millis, entries } = runPlanned(coll('update'), { filter, sort: spec.sort, limit: spec.multi ? 0 : 1, hint: spec.hint });
      const winningPlan = { stage: 'UPDATE', inputStage: readPlan(report, { filter, sort: spec.sort }) };
      const topStats = { nMatched: entries.length, nWouldModify: entries.length, nWouldUpsert: entries.length ? 0 : spec.upsert ? 1 : 0 };
      return output({ ns: ns('update'), filter, winningPlan, report, nReturned: 0, millis, topStats }, verbosity, inner, db);
    }
    case 'delete': {
      const [spec] = (Array.isArray(inner.deletes) ? inner.deletes : []) as Doc[];
      if (!isPlainObject(spec)) throw failedToParse('explained delete must have exactly one statement');
      const filter = spec.q ?? {};
      const { report, millis, entries } = runPlanned(coll('delete'), { filter, limit: num(spec.limit), hint: spec.hint });
      const winningPlan = { stage: 'DELETE', inputStage: readPlan(report, { filter }) };
      return output({ ns: ns('delete'), filter, winningPlan, report, nReturned: 0, millis, topStats: { nWouldDelete: entries.length } }, verbosity, inner, db);
    }
    case 'findAndModify':
    case 'findandmodify': {
      const filter = inner.query ?? {};
      const { report, millis, entries } = runPlanned(coll(name), { filter, sort: inner.sort, limit: 1, hint: inner.hint });
      const stage = inner.remove ? 'DELETE' : 'UPDATE';
      const winningPlan = { stage, inputStage: readPlan(report, { filter, sort: inner.sort }) };
      const topStats = inner.remove ? { nWouldDelete: entries.length } : { nMatched: entries.length, nWouldModify: entries.length, nWouldUpsert: entries.length ? 0 : inner.upsert ? 1 : 0 };
      return output({ ns: ns(name), filter, winningPlan, report, nReturned: entries.length, millis, topStats }, verbosity, inner, db);
    }
    case 'aggregate':
      return explainAggregate(engine, inner, db, verbosity);
    default:
      throw new CommandError(59, 'CommandNotFound', `Explain failed due to unknown command: ${name}`);
  }
}

/** Stages mongod pushes into the query layer: a pipeline of only these explains like a find. */
const PUSHED_DOWN = new Set(['$match', '$sort', '$skip', '$limit', '$project']);

/** aggregate with explain: the query layer's plan for the leading $match, then the remaining stages. */
export function explainAggregate(engine: Engine, cmd: Doc, db: string, verbosity: Verbosity = 'queryPlanner'): Doc {
  if (!Array.isArray(cmd.pipeline)) throw typeMismatch("'pipeline' option must be specified as an array");
  const pipeline = cmd.pipeline as Doc[];
  checkPipelineStages(pipeline);
  if (typeof cmd.aggregate !== 'string') throw badValue('explain of a collection-less aggregate is not supported by the embedded server');
  const first = pipeline[0];
  const filter = first && isPlainObject(first.$match) ? first.$match : {};
  const rest = first && isPlainObject(first.$match) ? pipeline.slice(1) : pipeline;
  const { entries, report, millis } = runPlanned(engine.collection(db, cmd.aggregate), { filter, hint: cmd.hint });
  const ns = `${db}.${cmd.aggregate}`;
  if (rest.every((s) => PUSHED_DOWN.has(Object.keys(s)[0]))) {
    const q: ReadShape = { filter };
    for (const s of rest) {
      const [k] = Object.keys(s);
      if (k === '$sort') q.sort = s.$sort;
      if (k === '$skip') q.skip = s.$skip;
      if (k === '$limit') q.limit = s.$limit;
      if (k === '$project') q.projection = s.$project;
    }
    return output({ ns, filter, winningPlan: readPlan(report, q), report, nReturned: entries.length, millis }, verbosity, cmd, db);
  }
  const cursor = output({ ns, filter, winningPlan: accessStage(report, filter), report, nReturned: entries.length, millis }, verbosity, cmd, db);
  const stages: Doc[] = [{ $cursor: { queryPlanner: cursor.queryPlanner, ...(cursor.executionStats ? { executionStats: cursor.executionStats } : {}) } }, ...rest];
  return { explainVersion: '1', stages, serverInfo: serverInfo(), serverParameters, command: { ...cmd, $db: db }, ok: 1 };
}

/** The explain command: {explain: <command>, verbosity}. */
export function explainCommand(engine: Engine, cmd: Doc, db: string): Doc {
  const inner = cmd.explain;
  if (!isPlainObject(inner)) throw typeMismatch(`BSON field 'explain.explain' is the wrong type, expected type 'object'`);
  const verbosity = (cmd.verbosity ?? 'allPlansExecution') as Verbosity;
  if (!VERBOSITIES.includes(verbosity)) throw badValue(`verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  return plan(engine, inner, db, verbosity);
}
