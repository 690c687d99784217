import { badValue, CommandError } from './errors';
import type { Collation } from './collation';
import { makeQuery } from './match-operators';
import { setMatchSubject } from './type-match';
import type { Doc } from './values';
import { checkWherePlacement } from './where';

/** Compiles a filter (null when it matches everything); `raw` (the stored bytes) lets $type see exact BSON types. */
export function compileFilter(filter: Doc, collation?: Collation | null): ((d: Doc, raw?: Uint8Array) => boolean) | null {
  if (!filter || !Object.keys(filter).length) return null;
  try {
    checkWherePlacement(filter);
    const q = makeQuery(filter, collation);
    return (d, raw) => {
      setMatchSubject(d, raw);
      return q.test(d);
    };
  } catch (e) {
    if (e instanceof CommandError) throw e;
    throw badValue((e as Error).message);
  }
}
