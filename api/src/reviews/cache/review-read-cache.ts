import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ReviewPage } from '@forkful/domain';
import type { Model } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../../config/api-config';
import { CollectionChanges } from '../../database/collection-changes';
import { jsonBytes } from '../../common/json-bytes';
import { MetricsService } from '../../observability/metrics.service';
import { RecipeCache } from '../../recipes/cache/recipe-cache';
import type { RecipeChange } from '../../recipes/cache/recipe-change';
import { Review } from '../schemas/review.schema';
import { recipeOfRecipeChange, recipeOfReviewChange, REVIEW_CHANGE_PIPELINE } from './review-changes';
import { REVIEW_PAGES_BOUNDS, ReviewPages } from './review-pages';

/** A page being read from the database, which callers asking for it meanwhile share. */
interface Reading {
  since: number;
  body: Promise<Buffer>;
}

/**
 * GET /recipes/{id}/reviews's answers, per recipe and page (ReviewPages). A recipe's pages go when:
 * - a review of it is written in this process (ReviewsService, ReviewRepliesService, ReviewModeration call
 *   recipeChanged() after the write, before answering);
 * - a review is written by any process: the reviews collection's change stream (an insert or update names its recipe;
 *   a delete names only the review, so every page goes: deletes are rare beside reads);
 * - its rating fields or its existence change (RecipeCache's changes: this process's writes and the recipes stream).
 * While either stream is down, a page lives RECIPES_CACHE_FALLBACK_TTL_MS. Concurrent misses of one page share one
 * read, unless its recipe changed after that read began.
 */
@Injectable()
export class ReviewReadCache implements OnApplicationBootstrap, OnModuleDestroy {
  readonly pages: ReviewPages;
  private readonly changes: CollectionChanges;
  private reviewsFollowed = false;
  private readonly reading = new Map<string, Reading>();
  private readonly onRecipeChange = (change: RecipeChange) => this.recipeRecordChanged(change);

  constructor(
    @InjectModel(Review.name) reviews: Model<Review>,
    private readonly recipeCache: RecipeCache,
    @Inject(API_CONFIG) config: ApiConfig,
    metrics: MetricsService,
  ) {
    this.pages = new ReviewPages({ ...REVIEW_PAGES_BOUNDS, fallbackTtlMs: config.recipesCacheFallbackTtlMs });
    const collection = () => reviews.db.db!.collection(reviews.collection.collectionName);
    this.changes = new CollectionChanges(collection, REVIEW_CHANGE_PIPELINE, { fullDocument: 'updateLookup' }, {
      following: (on) => {
        this.reviewsFollowed = on;
        this.pages.setFollowing(this.followsAll);
      },
      changed: (event) => {
        const recipeId = recipeOfReviewChange(event);
        if (recipeId === undefined) this.pages.dropAll();
        else this.pages.dropRecipe(recipeId);
      },
    });
    recipeCache.on('changed', this.onRecipeChange);
    metrics.watchCache('reviews', () => this.pages.counts);
  }

  onApplicationBootstrap(): Promise<void> {
    return this.changes.open();
  }

  async onModuleDestroy(): Promise<void> {
    this.recipeCache.off('changed', this.onRecipeChange);
    await this.changes.close();
  }

  /** The page's JSON: kept, or being read (shared), or read now with `read` and kept if its recipe did not change meanwhile. */
  async answer(recipeId: string, page: number, read: () => Promise<ReviewPage>): Promise<Buffer> {
    const kept = this.pages.get(recipeId, page);
    if (kept) return kept;
    const key = ReviewPages.key(recipeId, page);
    const running = this.reading.get(key);
    if (running && !this.pages.changedSince(recipeId, running.since)) return running.body;
    const since = this.pages.start();
    const reading: Reading = { since, body: read().then(jsonBytes) };
    this.reading.set(key, reading);
    try {
      const body = await reading.body;
      this.pages.keep(recipeId, page, body, since);
      return body;
    } finally {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    }
  }

  /** A review of the recipe was written in this process (after its commit): its pages go before the writer answers. */
  recipeChanged(recipeId: string): void {
    this.pages.dropRecipe(recipeId);
  }

  private get followsAll(): boolean {
    return this.reviewsFollowed && this.recipeCache.following;
  }

  private recipeRecordChanged(change: RecipeChange): void {
    // The recipes stream stopping or starting is reported as a change of everything, after its state is set.
    if (this.pages.following !== this.followsAll) return this.pages.setFollowing(this.followsAll);
    const recipeId = recipeOfRecipeChange(change);
    if (recipeId === 'all') this.pages.dropAll();
    else if (recipeId !== undefined) this.pages.dropRecipe(recipeId);
  }
}
