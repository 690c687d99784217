import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ANONYMOUS_AUTHOR_NAME, type CookProfile, type PublicRecipe, type Recipe as RecipeView } from '@forkful/domain';
import { LRUCache } from 'lru-cache';
import { Model } from 'mongoose';
import { FirebaseAuthService, PublicAccount } from '../auth/firebase-auth.service';
import { COOK_NOT_FOUND, CookUid } from '../common/cook-uid.pipe';
import { absoluteImageUrl, storedImagePath } from '../common/own-image-url';
import { PageQueryDto, pageWindow } from '../common/page-query.dto';
import { withTimeout } from '../common/with-timeout';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { RecipeCache } from '../recipes/cache/recipe-cache';
import { StoredRecipe, toRecipeView, VIEW_PROJECTION } from '../recipes/recipe-view';
import { Recipe } from '../recipes/schemas/recipe.schema';

/** Accounts looked up recently: a public page must not turn every visit into a Firebase call. */
export const ACCOUNT_CACHE = { max: 1000, ttlMs: 60_000 };
/** A lookup that failed (Firebase down, no credentials) is retried after this, not after a whole minute. */
export const FAILED_LOOKUP_TTL_MS = 5_000;
/** A lookup that has not answered by then is treated as failed: the page is bounded by the database, not Firebase. */
export const ACCOUNT_LOOKUP_TIMEOUT_MS = 2_000;

/** Cook reads kept (each a page or a profile's recipe part): bounded, however many uids and pages are asked for. */
export const COOK_READS_CACHE_MAX = 1000;

/** lru-cache holds no null: an unknown account is cached as { account: null }. */
interface AccountLookup {
  account: PublicAccount | null;
}

/** The recipe list shape without the author's email (a cook's page is public). */
export function toPublicRecipe({ authorEmail: _private, ...recipe }: RecipeView): PublicRecipe {
  return recipe;
}

/**
 * Cooks' public pages: the account's name and picture (Firebase, cached) and the cook's recipes (by authorUid). A
 * cook is an account, or a uid with recipes (a deleted account's recipes stay public). Never an email.
 */
@Injectable()
export class CooksService {
  private readonly logger = new Logger(CooksService.name);
  private readonly accounts: LRUCache<CookUid, AccountLookup>;
  /**
   * The database part of cook reads, shared by every caller like the other public recipe reads: dropped with every
   * change to the recipes (RecipeCache's 'changed', which other processes' writes reach through the change
   * stream), and never older than the cache's fallback TTL. A read is stored as its promise at once, so an
   * invalidation while it runs drops it too.
   */
  private readonly reads: LRUCache<string, Promise<unknown>>;

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    private readonly firebase: FirebaseAuthService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    recipeCache: RecipeCache,
  ) {
    this.reads = new LRUCache<string, Promise<unknown>>({ max: COOK_READS_CACHE_MAX, ttl: config.recipesCacheFallbackTtlMs });
    recipeCache.on('changed', () => this.reads.clear());
    // fetch() also makes concurrent misses for one uid share one lookup.
    this.accounts = new LRUCache<CookUid, AccountLookup>({
      max: ACCOUNT_CACHE.max,
      ttl: ACCOUNT_CACHE.ttlMs,
      fetchMethod: (uid, _stale, { options }) => this.lookUp(uid, options),
    });
  }

  async profile(uid: CookUid): Promise<CookProfile> {
    const [account, { newest, recipeCount }] = await Promise.all([
      this.account(uid),
      this.shared(`profile:${uid}`, async () => {
        const [newest, recipeCount] = await Promise.all([
          this.recipes.findOne({ authorUid: uid }, { authorName: 1 }).sort({ _id: -1 }).lean<{ authorName?: string }>(),
          this.recipes.countDocuments({ authorUid: uid }),
        ]);
        return { newest, recipeCount };
      }),
    ]);
    if (!account && !newest) throw new NotFoundException(COOK_NOT_FOUND);
    return {
      uid,
      displayName: account?.displayName ?? (newest?.authorName || ANONYMOUS_AUTHOR_NAME),
      photoURL: account?.photoURL ? this.imageUrl(account.photoURL) : null,
      recipeCount,
    };
  }

  /**
   * The account's picture as clients get it. Firebase keeps absolute URLs only, so an avatar of ours (a sample cook's)
   * names the API's address when the account was made: sent at the current one, like every image of ours.
   */
  private imageUrl(photoURL: string): string {
    return absoluteImageUrl(storedImagePath(photoURL, this.config.publicUrl), this.config.publicUrl);
  }

  /** A page of the cook's recipes, newest first ({authorUid: 1, _id: -1} serves both queries). */
  async recipesOf(uid: CookUid, query: PageQueryDto): Promise<{ recipes: PublicRecipe[]; total: number }> {
    const { skip, limit } = pageWindow(query);
    const filter = { authorUid: uid };
    return this.shared(`recipes:${uid}:${skip}:${limit}`, async () => {
      const [total, found] = await Promise.all([
        this.recipes.countDocuments(filter),
        this.recipes.find(filter, VIEW_PROJECTION).sort({ _id: -1 }).skip(skip).limit(limit).lean<StoredRecipe[]>(),
      ]);
      return { recipes: found.map((recipe) => toPublicRecipe(toRecipeView(recipe, this.config.publicUrl))), total };
    });
  }

  /** One build per key until the next recipe change; a failed build is not kept. */
  private shared<T>(key: string, build: () => Promise<T>): Promise<T> {
    const kept = this.reads.get(key);
    if (kept) return kept as Promise<T>;
    const value = build();
    this.reads.set(key, value);
    value.catch(() => {
      if (this.reads.get(key) === value) this.reads.delete(key);
    });
    return value;
  }

  private async account(uid: CookUid): Promise<PublicAccount | null> {
    return (await this.accounts.fetch(uid))?.account ?? null;
  }

  /** Never fails: a Firebase failure is logged and read as "no account", so the page shows the recipes' data only. */
  private async lookUp(uid: CookUid, options: { ttl?: number }): Promise<AccountLookup> {
    try {
      return { account: await withTimeout(this.firebase.findAccount(uid), ACCOUNT_LOOKUP_TIMEOUT_MS) };
    } catch (error) {
      this.logger.warn(`Could not read the account of cook ${uid}: ${String((error as Error)?.message ?? error)}`);
      options.ttl = FAILED_LOOKUP_TTL_MS;
      return { account: null };
    }
  }
}
