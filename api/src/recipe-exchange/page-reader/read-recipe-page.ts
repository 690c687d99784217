import type { SchemaOrgObject } from '@forkful/domain/schema-org';

/**
 * The schema.org Recipe objects of an HTML page, in document order: its JSON-LD (`@graph`, arrays, type arrays; a
 * broken block is skipped) and, where it has none, its microdata as the same JSON shape.
 */
export function readRecipePage(html: Buffer, charset?: string): SchemaOrgObject[] {
  throw new Error(`not yet ${html.length} ${String(charset)}`);
}
