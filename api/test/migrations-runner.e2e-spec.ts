import mongoose, { Connection, Model } from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFERRED, Migration, MigrationOutcome } from '../src/migrations/migration';
import { MigrationLockTiming } from '../src/migrations/migration-lock';
import { MigrationRunner } from '../src/migrations/migration-runner.service';
import { MigrationLock, MigrationLockSchema } from '../src/migrations/schemas/migration-lock.schema';
import { MigrationRecord, MigrationRecordSchema } from '../src/migrations/schemas/migration-record.schema';
import { openTestDatabase, TestDatabase } from './support/database';
import { captureLogLines } from './support/logs';

/** Short enough for tests; the renewal is exercised by the slow migrations below. */
const TIMING: MigrationLockTiming = { ttlMs: 2_000, renewMs: 200, pollMs: 50, maxWaitMs: 1_500 };

/** A migration whose effect is a document in `effects`: how many times it really ran is in the database. */
function migration(name: string, up: (effects: Connection) => Promise<MigrationOutcome> = async () => undefined, delayMs = 0): Migration & { on(c: Connection): Migration } {
  let connection: Connection;
  const self = {
    name,
    on(c: Connection) {
      connection = c;
      return self;
    },
    async up() {
      await sleep(delayMs);
      await connection.collection('effects').insertOne({ name, at: new Date() });
      return up(connection);
    },
  };
  return self;
}

/** One API process's runner: its own connection to the database (the model names are the app's). */
async function runnerOf(uri: string, migrations: Array<ReturnType<typeof migration>>, opened: Connection[], timing = TIMING): Promise<MigrationRunner> {
  const connection = await mongoose.createConnection(uri, { sanitizeFilter: true }).asPromise();
  opened.push(connection);
  const records = connection.model(MigrationRecord.name, MigrationRecordSchema) as Model<MigrationRecord>;
  const locks = connection.model(MigrationLock.name, MigrationLockSchema) as Model<MigrationLock>;
  return new MigrationRunner(records, locks, migrations.map((m) => m.on(connection)), timing);
}

describe('the migration runner (umzug, records in `migrations`, a lock in `migration_locks`)', () => {
  let db: TestDatabase;
  let opened: Connection[];
  let logLines: string[];
  const effects = async () => (await db.connection.collection('effects').find({}).sort({ _id: 1 }).toArray()).map((e) => e.name as string);
  const records = () => db.connection.collection('migrations').find({}, { projection: { _id: 0 } }).sort({ appliedAt: 1 }).toArray();

  beforeEach(async () => {
    db = await openTestDatabase();
    opened = [];
    logLines = captureLogLines();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await Promise.all(opened.map((c) => c.close()));
    await db.close();
  });

  it('applies each pending migration once, in order, and records its name and when it was applied', async () => {
    const started = Date.now();
    const runner = await runnerOf(db.uri, [migration('2026-01-01-a'), migration('2026-01-02-b')], opened);
    await runner.onApplicationBootstrap();
    expect(await effects()).toEqual(['2026-01-01-a', '2026-01-02-b']);
    const recorded = await records();
    expect(recorded.map((r) => r.name)).toEqual(['2026-01-01-a', '2026-01-02-b']);
    for (const record of recorded) expect((record.appliedAt as Date).getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(await db.connection.collection('migration_locks').countDocuments()).toBe(0);
  });

  it('applies nothing again at the next start, only a migration added since', async () => {
    await (await runnerOf(db.uri, [migration('a'), migration('b')], opened)).onApplicationBootstrap();
    const before = await records();
    const next = await runnerOf(db.uri, [migration('a'), migration('b'), migration('c')], opened);
    await expect(next.run()).resolves.toEqual(['c']);
    await expect(next.run()).resolves.toEqual([]);
    expect(await effects()).toEqual(['a', 'b', 'c']);
    expect((await records()).slice(0, 2)).toEqual(before);
  });

  it('stops the start at a failing migration with a clear log line: not recorded, the later ones not applied, all of it again next time', async () => {
    const failing = migration('b', async () => {
      throw new Error('the disk is full');
    });
    const runner = await runnerOf(db.uri, [migration('a'), failing, migration('c')], opened);
    await expect(runner.onApplicationBootstrap()).rejects.toThrow(/Migration b .*failed.*the disk is full/);
    expect(logLines).toContainEqual(expect.stringMatching(/^Migration b failed, so the API does not start; it is not recorded and runs again at the next start: .*the disk is full/));
    expect((await records()).map((r) => r.name)).toEqual(['a']);
    expect(await effects()).toEqual(['a', 'b']);
    // The lock is not left behind: the next start (fixed) goes on at once.
    expect(await db.connection.collection('migration_locks').countDocuments()).toBe(0);
    await expect((await runnerOf(db.uri, [migration('a'), migration('b'), migration('c')], opened)).run()).resolves.toEqual(['b', 'c']);
  });

  it('does not record a migration that defers, lets the start go on, and applies it at a later start', async () => {
    let reachable = false;
    const claim = () => migration('claim', async () => (reachable ? undefined : DEFERRED));
    await expect((await runnerOf(db.uri, [migration('a'), claim(), migration('c')], opened)).run()).resolves.toEqual(['a', 'c']);
    expect(logLines).toContain('Migration claim deferred: not recorded, it runs again at the next start');
    expect((await records()).map((r) => r.name)).toEqual(['a', 'c']);
    reachable = true;
    await expect((await runnerOf(db.uri, [migration('a'), claim(), migration('c')], opened)).run()).resolves.toEqual(['claim']);
    expect(await effects()).toEqual(['a', 'claim', 'c', 'claim']);
  });

  it('applies a migration once when several processes start together (the others wait, then find it applied)', async () => {
    // Slower than several renewals of the lock, and than the waiting processes' polls. The lock's life and the wait
    // are long here: what this test proves is one application, and on a busy machine (npm test runs this suite at low
    // priority) the holder went over 1.5 s, and once, on an overloaded one, over 10 s between renewals; the limits
    // themselves are the next test's.
    const patient = { ...TIMING, ttlMs: 60_000, maxWaitMs: 90_000 };
    const runners = await Promise.all([1, 2, 3, 4].map(() => runnerOf(db.uri, [migration('slow', undefined, 700), migration('next')], opened, patient)));
    const applied = await Promise.all(runners.map((runner) => runner.run()));
    expect(applied.flat().sort()).toEqual(['next', 'slow']);
    expect(await effects()).toEqual(['slow', 'next']);
    expect((await records()).map((r) => r.name)).toEqual(['slow', 'next']);
    expect(logLines.filter((line) => /lock expired|failed/.test(line))).toEqual([]);
  });

  it("takes over the lock of a process that died holding it, and refuses to wait past its limit for a live one", async () => {
    const locks = db.connection.collection<{ _id: string; holder: string; expiresAt: Date }>('migration_locks');
    await locks.insertOne({ _id: 'migrations', holder: 'dead-host:1:00', expiresAt: new Date(Date.now() - 1) });
    await expect((await runnerOf(db.uri, [migration('a')], opened)).run()).resolves.toEqual(['a']);

    await locks.insertOne({ _id: 'migrations', holder: 'busy-host:2:00', expiresAt: new Date(Date.now() + 60_000) });
    const waiting = await runnerOf(db.uri, [migration('a'), migration('b')], opened);
    await expect(waiting.run()).rejects.toThrow('Another API process has held the migrations lock (collection migration_locks) for over 1.5 s');
    expect(await effects()).toEqual(['a']);
    expect(await locks.findOne({})).toMatchObject({ holder: 'busy-host:2:00' });
  });
});
