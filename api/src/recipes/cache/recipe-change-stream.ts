import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo } from 'mongoose';
import { RecipeCache } from './recipe-cache';
import { CHANGE_EVENT_PROJECTION, changeOfEvent } from './recipe-change';
import { Recipe } from '../schemas/recipe.schema';

type ChangeStream = mongo.ChangeStream;

/** Wait before reopening a change stream that failed (the cache uses its fallback TTL meanwhile). */
const REOPEN_AFTER_MS = 5000;

/**
 * Follows the recipes collection's change stream and passes every change to the recipe cache, whichever API process (or
 * anyone else) made it: its type, the recipe's id and the names of the fields an update touched, so the caches drop
 * only what it can affect (recipe-change.ts). If the stream fails, the cache falls back to its
 * short TTL and the stream is reopened a little later.
 */
@Injectable()
export class RecipeChangeStream implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RecipeChangeStream.name);
  private stream?: ChangeStream;
  private reopenTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    private readonly cache: RecipeCache,
  ) {}

  /** Resolves once the stream runs (or has failed and will be retried): reads served after start-up are covered. */
  onApplicationBootstrap(): Promise<void> {
    return this.open();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reopenTimer);
    await this.stream?.close().catch(() => undefined);
  }

  private async open(): Promise<void> {
    if (this.stopped) return;
    const collection = this.recipes.db.db!.collection(this.recipes.collection.collectionName);
    const stream = collection.watch([{ $project: CHANGE_EVENT_PROJECTION }]);
    this.stream = stream;
    try {
      // The first call runs the aggregate: every change after it is reported.
      await stream.tryNext();
    } catch (error) {
      return this.failed(stream, error);
    }
    this.cache.setFollowingChanges(true);
    void this.follow(stream);
  }

  private async follow(stream: ChangeStream): Promise<void> {
    try {
      while (!this.stopped) {
        const change = await stream.next();
        this.cache.changed(changeOfEvent(change), 'change-stream');
        // The collection was dropped or renamed: this stream ends; watch the new one at once.
        if (change.operationType === 'invalidate') return this.reopen(stream, 0);
      }
    } catch (error) {
      if (!this.stopped) this.failed(stream, error);
    }
  }

  private failed(stream: ChangeStream, error: unknown): void {
    if (this.stopped) return;
    this.logger.warn(
      `Recipes change stream failed (${(error as Error).message}); cached reads expire after ` +
        `RECIPES_CACHE_FALLBACK_TTL_MS until it is reopened in ${REOPEN_AFTER_MS / 1000} s`,
    );
    this.cache.setFollowingChanges(false);
    this.reopen(stream, REOPEN_AFTER_MS);
  }

  private reopen(stream: ChangeStream, afterMs: number): void {
    stream.close().catch(() => undefined);
    this.reopenTimer = setTimeout(() => void this.open(), afterMs);
    this.reopenTimer.unref();
  }
}
