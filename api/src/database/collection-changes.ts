import { Logger } from '@nestjs/common';
import type { mongo } from 'mongoose';

type ChangeStream = mongo.ChangeStream;
type ChangeEvent = mongo.ChangeStreamDocument;

/** Wait before reopening a change stream that failed (nothing is cached meanwhile). */
export const REOPEN_AFTER_MS = 5000;

export interface ChangeListener {
  /** Whether every change now reaches changed() (false: the stream failed or is reopening). */
  following(on: boolean): void;
  changed(event: ChangeEvent): void;
}

/**
 * Follows one collection's change stream, whichever process wrote, for a per-account read cache: the opening,
 * following and reopening of RecipeChangeStream (recipes/cache), which recipes keeps to itself (it knows no feature).
 */
export class CollectionChanges {
  private readonly logger = new Logger(CollectionChanges.name);
  private stream?: ChangeStream;
  private reopenTimer?: NodeJS.Timeout;
  private stopped = false;
  private collectionName = '';

  constructor(
    /** Asked at each opening: the connection is ready by then. */
    private readonly collection: () => mongo.Collection,
    private readonly pipeline: mongo.Document[],
    private readonly options: mongo.ChangeStreamOptions,
    private readonly listener: ChangeListener,
    private readonly reopenAfterMs = REOPEN_AFTER_MS,
  ) {
  }

  /** Resolves once the stream runs (or has failed and will be retried). */
  async open(): Promise<void> {
    if (this.stopped) return;
    const collection = this.collection();
    this.collectionName = collection.collectionName;
    const stream = collection.watch(this.pipeline, this.options);
    this.stream = stream;
    try {
      // The first call runs the aggregate: every change after it is reported.
      await stream.tryNext();
    } catch (error) {
      return this.failed(stream, error);
    }
    if (this.stopped) return;
    this.listener.following(true);
    void this.follow(stream);
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reopenTimer);
    this.listener.following(false);
    await this.stream?.close().catch(() => undefined);
  }

  private async follow(stream: ChangeStream): Promise<void> {
    try {
      while (!this.stopped) {
        const change = await stream.next();
        this.listener.changed(change);
        // The collection was dropped or renamed: this stream ends; watch the new one at once.
        if (change.operationType === 'invalidate') return this.reopen(stream, 0);
      }
    } catch (error) {
      if (!this.stopped) this.failed(stream, error);
    }
  }

  private failed(stream: ChangeStream, error: unknown): void {
    if (this.stopped) return;
    this.logger.warn(`The ${this.collectionName} change stream failed (${(error as Error).message}); nothing is cached until it reopens in ${this.reopenAfterMs / 1000} s`);
    this.reopen(stream, this.reopenAfterMs);
  }

  private reopen(stream: ChangeStream, afterMs: number): void {
    this.listener.following(false);
    stream.close().catch(() => undefined);
    this.reopenTimer = setTimeout(() => void this.open(), afterMs);
    this.reopenTimer.unref();
  }
}

/** What a per-account cache asks of a change event: the fields that name the account, without the rest. */
export const accountChangePipeline = (uidField = 'uid'): mongo.Document[] => [{ $project: { operationType: 1, [`fullDocument.${uidField}`]: 1 } }];

/**
 * The account a change is about: an insert's, or an update's or replacement's as the document is now (updateLookup);
 * undefined when the event does not say (a delete names only the _id; a drop names nothing): drop every account then.
 */
export function accountOfChange(event: ChangeEvent, uidField = 'uid'): string | undefined {
  if (!['insert', 'update', 'replace'].includes(event.operationType)) return undefined;
  const uid = (event as { fullDocument?: Record<string, unknown> | null }).fullDocument?.[uidField];
  return typeof uid === 'string' ? uid : undefined;
}
