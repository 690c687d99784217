import type { Doc } from '../common/values';

/**
 * One stored document version: the exact bytes the client sent (or we produced) and its decoded form. Its own file
 * because collections, their indexes and the journal all hold entries, and the collection holds the indexes.
 */
export interface DocEntry {
  id: string;
  seq: number;
  raw: Uint8Array;
  doc: Doc;
}
