import type { Aggregate, Connection, Query, Schema } from 'mongoose';

/** Every query operation a model can run (document middleware is excluded: saves are inserts, not queries). */
export const TIME_LIMITED_QUERIES = [
  'find',
  'findOne',
  'countDocuments',
  'estimatedDocumentCount',
  'distinct',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

/**
 * The limit of each connection. Schemas are module-level objects shared by every connection of the process (and
 * mongoose applies connection plugins to a schema only once), so the hooks look the limit up by the connection the
 * operation runs on instead of capturing it.
 */
const limits = new WeakMap<Connection, number>();
const hooked = new WeakSet<Schema>();

/**
 * A mongoose plugin that gives every query and aggregation a server-side time limit (maxTimeMS), so one slow query
 * cannot hold a request (and a connection) indefinitely: the database stops it with MaxTimeMSExpired and the
 * exception filter answers 503. A limit set on the operation itself (including 0, no limit) is kept.
 */
export function maxTimePlugin(schema: Schema): void {
  if (hooked.has(schema)) return;
  hooked.add(schema);
  schema.pre([...TIME_LIMITED_QUERIES], { document: false, query: true }, function (this: Query<unknown, unknown>) {
    const maxTimeMS = limits.get(this.model.db);
    if (maxTimeMS && this.getOptions().maxTimeMS === undefined) this.maxTimeMS(maxTimeMS);
  });
  schema.pre('aggregate', function (this: Aggregate<unknown>) {
    const maxTimeMS = limits.get(this.model().db);
    if (maxTimeMS && this.options.maxTimeMS === undefined) this.option({ maxTimeMS });
  });
}

/** Gives every model later compiled on the connection the time limit (0 = none); returns the connection. */
export function limitQueryTime(connection: Connection, maxTimeMS: number): Connection {
  limits.set(connection, maxTimeMS);
  return connection.plugin(maxTimePlugin);
}
