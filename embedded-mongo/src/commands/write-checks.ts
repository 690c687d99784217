import { Collection } from '../storage/collection';
import { DocEntry } from '../storage/doc-entry';
import { badValue, CommandError } from '../common/errors';
import { checkDocumentValidation } from '../query/validation';

/** Checks every stored document version passes before it is written: mongod's 16 MiB limit and the validator. */

const MAX_USER_DOC_SIZE = 16 * 1024 * 1024;

export function checkInsertedDoc(c: Collection, e: DocEntry, bypassValidation: boolean): void {
  if (e.raw.length > MAX_USER_DOC_SIZE) throw badValue(`object to insert too large. size in bytes: ${e.raw.length}, max size: ${MAX_USER_DOC_SIZE}`);
  checkDocumentValidation(c, e, undefined, bypassValidation);
}

export function checkUpdatedDoc(c: Collection, e: DocEntry, old: DocEntry, bypassValidation: boolean): void {
  if (e.raw.length > MAX_USER_DOC_SIZE) throw new CommandError(17419, 'Location17419', `Resulting document after update is larger than ${MAX_USER_DOC_SIZE}`);
  checkDocumentValidation(c, e, old, bypassValidation);
}

export function checkUpsertedDoc(c: Collection, e: DocEntry, bypassValidation: boolean): void {
  if (e.raw.length > MAX_USER_DOC_SIZE) throw new CommandError(17420, 'Location17420', `Document to upsert is larger than ${MAX_USER_DOC_SIZE}`);
  checkDocumentValidation(c, e, undefined, bypassValidation);
}
