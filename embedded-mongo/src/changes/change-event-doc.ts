import { BSON, Timestamp } from 'bson';
import { ChangeEvent } from '../engine/change-history';
import { ChangeStreamSpec, Scope } from './change-stream-spec';
import { DocEntry } from '../storage/doc-entry';
import { CommandError } from '../common/errors';
import { eventToken } from './resume-token';
import { describeUpdate } from './update-description';
import { Doc } from '../common/values';

/** How documents inside events are decoded: exact BSON types (to send) or promoted JS values (for mingo stages). */
export type Decoding = 'exact' | 'promoted';

const exact = (raw: Uint8Array) => BSON.deserialize(raw, { promoteValues: false, promoteBuffers: false }) as Doc;
const decode = (e: DocEntry, how: Decoding) => (how === 'exact' ? exact(e.raw) : e.doc);

/** Lookups an event needs at read time: the current version of a document, and whether its collection keeps images. */
export interface EventContext {
  current(ns: string, id: string): DocEntry | undefined;
  recordsImages(ns: string): boolean;
}

function splitNs(ns: string): { db: string; coll?: string } {
  const dot = ns.indexOf('.');
  return dot < 0 ? { db: ns } : { db: ns.slice(0, dot), coll: ns.slice(dot + 1) };
}

const SYSTEM_DBS = new Set(['admin', 'config', 'local']);

/** Whether the event belongs to what the stream watches (and, for DDL-only kinds, whether it shows them). */
export function inScope(ev: ChangeEvent, scope: Scope, expanded: boolean): boolean {
  if (!expanded && (ev.kind === 'create' || ev.kind === 'createIndexes' || ev.kind === 'dropIndexes')) return false;
  const { db, coll } = splitNs(ev.ns);
  if (coll?.startsWith('system.')) return false;
  switch (scope.kind) {
    case 'collection':
      return db === scope.db && coll === scope.coll;
    case 'database':
      return db === scope.db;
    case 'cluster':
      return !SYSTEM_DBS.has(db);
  }
}

/** Whether the event ends the stream (an invalidate follows it): the watched collection or database went away. */
export function invalidates(ev: ChangeEvent, scope: Scope): boolean {
  if (scope.kind === 'collection') return ev.kind === 'drop' && ev.ns === `${scope.db}.${scope.coll}`;
  if (scope.kind === 'database') return ev.kind === 'dropDatabase' && ev.ns === scope.db;
  return false;
}

export function invalidateDoc(ev: ChangeEvent): Doc {
  return { _id: eventToken(ev, true), operationType: 'invalidate', clusterTime: new Timestamp({ t: ev.t, i: ev.i }), wallTime: new Date(ev.wall) };
}

/** The change event document mongod would send for this history event. */
export function eventDoc(ev: ChangeEvent, spec: ChangeStreamSpec, ctx: EventContext, how: Decoding): Doc {
  const { db, coll } = splitNs(ev.ns);
  const out: Doc = { _id: eventToken(ev), operationType: ev.kind, clusterTime: new Timestamp({ t: ev.t, i: ev.i }), wallTime: new Date(ev.wall) };
  const ns = { db, coll };
  const key = (e: DocEntry | undefined) => ({ _id: e ? decode(e, how)._id : ev.body?._id });
  switch (ev.kind) {
    case 'insert':
      Object.assign(out, { fullDocument: decode(ev.doc!, how), ns, documentKey: key(ev.doc) });
      break;
    case 'replace':
      Object.assign(out, { fullDocument: decode(ev.doc!, how), ns, documentKey: key(ev.doc) });
      addPreImage(out, ev, spec, ctx, how);
      break;
    case 'update': {
      const description = updateDescription(ev, how);
      const post = postImage(ev, spec, ctx, how);
      Object.assign(out, post === undefined ? {} : { fullDocument: post }, { ns, documentKey: key(ev.doc), updateDescription: description });
      addPreImage(out, ev, spec, ctx, how);
      break;
    }
    case 'delete':
      Object.assign(out, { ns, documentKey: key(ev.prev) });
      addPreImage(out, ev, spec, ctx, how);
      break;
    case 'drop':
      out.ns = ns;
      break;
    case 'dropDatabase':
      out.ns = { db };
      break;
    case 'create':
      Object.assign(out, { ns, operationDescription: { idIndex: { v: 2, key: { _id: 1 }, name: '_id_' } } });
      break;
    case 'createIndexes':
    case 'dropIndexes':
      Object.assign(out, { ns, operationDescription: { indexes: [ev.body] } });
      break;
  }
  return out;
}

function updateDescription(ev: ChangeEvent, how: Decoding): Doc {
  // Computed once per event on first read, with exact types; streams that run stages get promoted values.
  ev.description ??= describeUpdate(exact(ev.prev!.raw), exact(ev.doc!.raw));
  return how === 'exact' ? ev.description : (BSON.deserialize(BSON.serialize(ev.description)) as Doc);
}

/** fullDocument of an update: the current version (updateLookup) or the version written (post-image), by mode. */
function postImage(ev: ChangeEvent, spec: ChangeStreamSpec, ctx: EventContext, how: Decoding): Doc | null | undefined {
  switch (spec.fullDocument) {
    case 'default':
      return undefined;
    case 'updateLookup': {
      const now = ctx.current(ev.ns, ev.doc!.id);
      return now ? decode(now, how) : null;
    }
    default:
      if (ctx.recordsImages(ev.ns)) return decode(ev.doc!, how);
      if (spec.fullDocument === 'required')
        throw new CommandError(47, 'NoMatchingDocument', `Change stream was configured to require a post-image for all update events, but the post-image was not found for event: ${describeEvent(ev)}`);
      return null;
  }
}

function addPreImage(out: Doc, ev: ChangeEvent, spec: ChangeStreamSpec, ctx: EventContext, how: Decoding): void {
  if (spec.fullDocumentBeforeChange === 'off') return;
  if (ev.prev && ctx.recordsImages(ev.ns)) {
    out.fullDocumentBeforeChange = decode(ev.prev, how);
    return;
  }
  if (spec.fullDocumentBeforeChange === 'required')
    throw new CommandError(
      47,
      'NoMatchingDocument',
      `Change stream was configured to require a pre-image for all update, delete and replace events, but the pre-image was not found for event: ${describeEvent(ev)}`,
    );
  out.fullDocumentBeforeChange = null;
}

function describeEvent(ev: ChangeEvent): string {
  const id = ev.doc?.doc._id ?? ev.prev?.doc._id ?? ev.body?._id;
  return `{operationType: "${ev.kind}", ns: "${ev.ns}", documentKey: {_id: ${JSON.stringify(id)}}, clusterTime: Timestamp(${ev.t}, ${ev.i})}`;
}
