import type { Index } from '../storage/collection-index';
import type { Collation } from '../common/collation';
import type { Deadline } from '../common/deadline';
import type { DocEntry } from '../storage/doc-entry';
import type { Doc } from '../common/values';

/*
 * What a find is asked and what it reports, apart from findEntries (find.ts) so that the $text find (text/find.ts),
 * which findEntries calls, and explain can share them.
 */

export interface FindOptions {
  filter: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number; // 0 = no limit
  /** An index name or key pattern the plan must use ({$natural: 1} = collection scan); a missing one is refused. */
  hint?: unknown;
  /** Filled with the plan actually run and what it examined (explain); leave undefined otherwise. */
  report?: PlanReport;
  /** maxTimeMS: checked per examined document and per sort comparison; absent = no checks at all. */
  deadline?: Deadline;
  collation?: Collation | null; // null/undefined = simple
  /** Filled with each returned document's text score when the filter holds $text. */
  textScores?: Map<DocEntry, number>;
}

/** What findEntries did, for explain: the access path and the counts mongod reports in executionStats. */
export interface PlanReport {
  stage: 'EOF' | 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  index?: Index;
  /** Equality values bounding an index scan (its leading fields). */
  prefix?: any[];
  reverse?: boolean;
  /** True when results still had to be sorted in memory (SORT stage). */
  sortInMemory?: boolean;
  keysExamined: number;
  docsExamined: number;
}

export const newPlanReport = (): PlanReport => ({ stage: 'COLLSCAN', keysExamined: 0, docsExamined: 0 });
