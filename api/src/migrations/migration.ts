/** What up() returns when a migration cannot finish for now: it is not recorded, and runs again at the next start. */
export const DEFERRED = 'deferred';
export type MigrationOutcome = void | typeof DEFERRED;

/**
 * A one-time change to stored data, applied once per database in the order of the module's list and recorded by
 * name. Never rename or reorder an applied one (a new name runs again); add new ones at the end.
 */
export interface Migration {
  /** The record's key, dated so the order reads. */
  readonly name: string;
  /**
   * Applies it; throwing stops the API's start (nothing is recorded). A crash between the work and its record runs
   * it again, so the work must be safe to repeat.
   */
  up(): Promise<MigrationOutcome>;
}

/** Injection token of the ordered list of migrations the runner applies. */
export const MIGRATIONS = Symbol('MIGRATIONS');
