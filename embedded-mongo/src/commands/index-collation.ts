/** The `collation` of an index being created: checked, resolved, or inherited from the collection, as mongod does. */
import { Collection } from '../storage/collection';
import { parseCollation } from '../common/collation';
import { badValue, CommandError } from '../common/errors';
import { Doc, isPlainObject, keyOf, renderValue } from '../common/values';

const SIMPLE = { locale: 'simple' };

/**
 * Sets spec.collation to the index's resolved collation (its own, or the collection's default when it names none),
 * or removes it for the simple collation. Errors carry mongod's index-spec context.
 */
export function indexCollation(raw: Doc, spec: Doc, c: Collection): void {
  if (raw.collation === undefined) {
    if (c.collation) spec.collation = c.collation.spec;
    return;
  }
  const shown = renderValue({ ...Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'v')), v: raw.v ?? 2 });
  if (isPlainObject(raw.collation) && !Object.keys(raw.collation).length)
    throw badValue(`Error in specification ${shown} :: caused by :: The field 'collation' cannot be an empty object.`);
  let collation;
  try {
    collation = parseCollation(raw.collation);
  } catch (e) {
    if (!(e instanceof CommandError)) throw e;
    throw new CommandError(e.code, e.codeName, `failed to add collation information to index spec for index creation: ${shown} :: caused by :: ${e.message}`);
  }
  if (collation) spec.collation = collation.spec;
  else delete spec.collation;
  if (keyOf(spec.key) === keyOf({ _id: 1 }) && (collation?.spec ? JSON.stringify(collation.spec) : '') !== (c.collation ? JSON.stringify(c.collation.spec) : ''))
    throw badValue(
      `The _id index must have the same collation as the collection. Index collation: ${renderValue(collation?.spec ?? SIMPLE)}, collection collation: ${renderValue(c.collation?.spec ?? SIMPLE)}`,
    );
}

/** Whether two index specs have the same collation (both resolved, or both simple). */
export function sameCollationSpec(a: Doc, b: Doc): boolean {
  return JSON.stringify(a.collation ?? null) === JSON.stringify(b.collation ?? null);
}
