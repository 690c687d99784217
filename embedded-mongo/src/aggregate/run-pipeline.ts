import 'mingo/init/system';
import { Aggregator } from 'mingo';
import type { Collation } from '../common/collation';
import { Deadline, isMaxTimeExpired } from '../common/deadline';
import { badValue } from '../common/errors';
import { Doc, isPlainObject } from '../common/values';
import { contextFor } from '../query/match-operators';
import { jsonSchemaValidator } from '../query/schema-filter';

/**
 * mongoose's countDocuments sends [{$match}, {$group: {_id: 1, n: {$sum: 1}}}]; answer it without materializing
 * groups (the $match part already ran through the query planner).
 */
export function countShortcut(rest: Doc[], count: () => number): Doc[] | undefined {
  if (rest.length !== 1 || !isPlainObject(rest[0].$group)) return undefined;
  const group = rest[0].$group;
  const keys = Object.keys(group);
  if (keys.length !== 2 || !('_id' in group)) return undefined;
  const id = group._id;
  if (!(id === null || typeof id === 'number' || typeof id === 'boolean')) return undefined;
  const field = keys.find((k) => k !== '_id')!;
  const acc = group[field];
  if (!isPlainObject(acc) || Object.keys(acc).length !== 1 || acc.$sum !== 1) return undefined;
  const matched = count();
  return matched ? [{ _id: id, [field]: matched }] : [];
}

/** The input documents of an aggregation, checking the time limit as the pipeline pulls them. */
function* withDeadline(docs: Doc[], deadline: Deadline): Generator<Doc> {
  for (const d of docs) {
    deadline.tick();
    yield d;
  }
}

const READ_ONLY_STAGES = ['$match', '$sort', '$skip', '$limit', '$count', '$group', '$project', '$sortByCount', '$facet'];

/** What running stages needs besides them: the operation's collation and time limit, and $lookup's other collections. */
export interface StageOptions {
  collation: Collation | null;
  deadline?: Deadline;
  /** The documents of another collection of the database ($lookup, $unionWith, $graphLookup). */
  collectionDocs: (name: string) => Doc[];
}

/** Runs pipeline stages over their input through mingo, with mongod's operators where mingo differs (match-operators). */
export function runStages(stages: Doc[], input: Doc[], { collation, deadline, collectionDocs }: StageOptions): Doc[] {
  const readOnly = stages.every((st) => READ_ONLY_STAGES.includes(Object.keys(st)[0]));
  let out: Doc[];
  try {
    out = new Aggregator(stages, {
      processingMode: readOnly ? 0 : 1,
      context: contextFor(collation), // mongod's $type / $all / BinData ranges (and the collation) in later stages too
      jsonSchemaValidator,
      collectionResolver: collectionDocs,
    } as never).run(deadline ? withDeadline(input, deadline) : input) as Doc[];
  } catch (e) {
    if (isMaxTimeExpired(e)) throw e;
    throw badValue((e as Error).message);
  }
  // Stages that hold every document (e.g. $sort, $group) cannot be interrupted inside mingo: check once at the end.
  deadline?.check();
  return out;
}
