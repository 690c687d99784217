import { BSON } from 'bson';
import { DocEntry } from '../storage/doc-entry';
import { JsonSchema } from './jsonschema';
import { Doc } from '../common/values';

/**
 * `$jsonSchema` inside query filters (find, validators): mingo calls the validator with the promoted document, in
 * which int32 and double are both JS numbers. The entry being tested is remembered here (matching is synchronous),
 * so the schema can check the exact BSON types of the stored bytes instead.
 */
let current: DocEntry | undefined;

export function testEntry(e: DocEntry, test: (d: Doc) => boolean): boolean {
  current = e;
  try {
    return test(e.doc);
  } finally {
    current = undefined;
  }
}

/** The document decoded without number promotion when `doc` is the one being tested, else `doc` itself. */
function typedView(doc: Doc): Doc {
  return current && current.doc === doc ? (BSON.deserialize(current.raw, { promoteValues: false, promoteBuffers: false }) as Doc) : doc;
}

/** mingo's `jsonSchemaValidator` option: parses with mongod's errors, matches on the exact types when known. */
export function jsonSchemaValidator(schema: Doc): (doc: Doc) => boolean {
  const parsed = JsonSchema.parse(schema);
  return (doc) => parsed.matches(typedView(doc));
}
