import { Collection } from '../storage/collection';
import { DocEntry } from '../storage/doc-entry';
import { firstNotBefore, Index } from '../storage/collection-index';
import { Engine, Logger } from './engine';
import { Entry } from '../storage/journal';
import { compareValues, getPath } from '../common/values';
import { earliestDate, ttlSecondsOf } from './ttl-index';

interface TtlLimits {
  /** Most documents one pass deletes (mongod: ttlIndexDeleteTargetDocsPerPass); the rest waits for the next pass. */
  docsPerPass: number;
  /** Documents deleted (and journaled) together before yielding to clients. */
  docsPerBatch: number;
}

interface TtlStats {
  passes: number;
  subPasses: number;
  deletedDocuments: number;
}

const DEFAULT_LIMITS: TtlLimits = { docsPerPass: 50_000, docsPerBatch: 1000 };
/** The smallest Date a JS Date holds: the start of the Date range of an index's sorted view. */
const DAWN_OF_TIME = new Date(-8.64e15);

const yieldToClients = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Up to `max` documents of a single-valued index whose indexed date is at or before the cutoff, read as a range of
 * the index's sorted view (dates sit together in BSON order): a binary search plus the expired documents.
 */
function expiredFromView(coll: Collection, ix: Index, cutoff: Date, max: number): DocEntry[] {
  const dir = ix.fields[0][1];
  const view = ix.view(coll);
  const key = (item: (typeof view)[number]) => item.k[0];
  let start: number;
  let end: number;
  if (dir === 1) {
    start = firstNotBefore(view, 0, (x) => compareValues(key(x), DAWN_OF_TIME) < 0);
    end = firstNotBefore(view, start, (x) => compareValues(key(x), cutoff) <= 0);
  } else {
    start = firstNotBefore(view, 0, (x) => compareValues(key(x), cutoff) > 0);
    end = firstNotBefore(view, start, (x) => compareValues(key(x), DAWN_OF_TIME) >= 0);
  }
  const out: DocEntry[] = [];
  for (let i = start; i < end && out.length < max; i++) out.push(view[i].e);
  return out;
}

/**
 * The expired documents of an index holding arrays (multikey): its view sorts a document by one element, not by its
 * earliest date, so the documents are scanned instead, lazily (a live Map iterator survives the deletions).
 */
function* scanExpired(coll: Collection, ix: Index, cutoff: Date): Generator<DocEntry> {
  const field = ix.fields[0][0];
  for (const e of coll.docs.values()) {
    if (!ix.covers(e.doc)) continue;
    const d = earliestDate(getPath(e.doc, field));
    if (d && d.getTime() <= cutoff.getTime()) yield e;
  }
}

function take<T>(source: Iterator<T>, max: number): T[] {
  const out: T[] = [];
  while (out.length < max) {
    const next = source.next();
    if (next.done) break;
    out.push(next.value);
  }
  return out;
}

/**
 * The TTL monitor: every interval it deletes the documents of TTL indexes whose date is older than now minus
 * expireAfterSeconds, through the journal like any delete. Passes never overlap, each is bounded, and deletions are
 * committed in batches so clients are served between them.
 */
export class TtlMonitor {
  readonly stats: TtlStats = { passes: 0, subPasses: 0, deletedDocuments: 0 };
  enabled = true;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;
  private started = false;
  private lastPassAt = Date.now();

  constructor(
    private readonly engine: Engine,
    private readonly logger: Logger,
    private interval: number,
    private readonly limits: TtlLimits = DEFAULT_LIMITS,
  ) {}

  get intervalMs(): number {
    return this.interval;
  }

  /** Changes the sleep between passes; a sleeping monitor is rescheduled at once (like mongod's setParameter). */
  set intervalMs(ms: number) {
    this.interval = ms;
    if (this.timer) this.schedule();
  }

  start(): void {
    this.started = true;
    this.lastPassAt = Date.now();
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || !this.started) return;
    const wait = Math.max(0, this.lastPassAt + this.interval - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runPass().finally(() => this.schedule());
    }, wait);
    this.timer.unref();
  }

  /** Runs one pass now, or returns the pass already running (passes never overlap). */
  runPass(): Promise<void> {
    if (!this.running) {
      this.running = this.pass()
        .catch((e) => this.logger.error(`[embedded-mongo] TTL pass failed: ${(e as Error).stack ?? e}`))
        .finally(() => {
          this.running = null;
          this.lastPassAt = Date.now();
        });
    }
    return this.running;
  }

  private async pass(): Promise<void> {
    if (this.stopped || !this.enabled) return;
    this.stats.passes++;
    this.stats.subPasses++;
    const targets: Array<{ coll: Collection; ix: Index; seconds: number }> = [];
    for (const colls of this.engine.dbs.values())
      for (const coll of colls.values())
        for (const ix of coll.indexes.values()) {
          const seconds = ix.isId ? undefined : ttlSecondsOf(ix.spec);
          if (seconds !== undefined) targets.push({ coll, ix, seconds });
        }
    let budget = this.limits.docsPerPass;
    for (const { coll, ix, seconds } of targets) {
      const cutoff = new Date(Date.now() - seconds * 1000);
      const scan = ix.multikey ? scanExpired(coll, ix, cutoff) : undefined;
      while (budget > 0 && !this.stopped) {
        // The collection or index may have been dropped while the previous batch was being journaled.
        if (this.engine.collection(coll.db, coll.name) !== coll || coll.indexes.get(ix.name) !== ix) break;
        const max = Math.min(this.limits.docsPerBatch, budget);
        const batch = scan ? take(scan, max) : expiredFromView(coll, ix, cutoff, max);
        if (!batch.length) break;
        const pending: Entry[] = [];
        for (const e of batch) {
          if (coll.docs.get(e.id) !== e) continue;
          coll.remove(e.id);
          pending.push(Engine.deleteEntry(coll.ns, e.doc._id));
        }
        budget -= batch.length;
        // Counted when readers stop seeing them (now), not when the journal write ends: serverStatus never reports
        // fewer deletions than a find shows.
        this.stats.deletedDocuments += pending.length;
        await this.engine.commit(pending);
        await yieldToClients();
      }
    }
  }

  /** Stops scheduling passes and waits for the running one (which stops after its current batch). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running) await this.running;
  }
}
