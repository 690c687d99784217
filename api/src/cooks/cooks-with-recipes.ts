import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { COOK_UID_PATTERN } from '@forkful/domain';
import { Model, Types } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { RecipeCache } from '../recipes/cache/recipe-cache';
import { Recipe } from '../recipes/schemas/recipe.schema';

/** GET /cooks: a cook with at least one recipe, and when the newest change to their recipes was made (ISO 8601). */
export interface CookWithRecipes {
  uid: string;
  updatedAt: string;
}

/** The sitemap protocol's limit of URLs in one file: the most cooks one answer lists, and its default. */
export const COOKS_LIST_MAX = 50_000;

/**
 * How often, at most, the list is rebuilt. Building it reads every recipe (about 1 s for 100,000 on the embedded
 * database), so a stream of likes must not rebuild it for every request. Without any change it is kept until one comes.
 */
export const COOKS_LIST_MAX_STALE_MS = 5_000;

/** This read's time limit in the database, above API_DB_MAX_TIME_MS: it scans every recipe, but one at a time. */
export const COOKS_SCAN_MAX_TIME_MS = 8_000;

/** The list as last built. */
interface Built {
  cooks: CookWithRecipes[];
  /** The recipes changed since its build began. */
  changed: boolean;
}

interface CookGroup {
  _id: unknown;
  updatedAt: Date | null;
}

/**
 * The cooks with at least one recipe, the most recently changed first (for the shell's sitemap): one `$group` of the
 * recipes by authorUid with the newest `updatedAt` (mongoose's timestamps: set on create, edit and like), which both
 * the embedded server and MongoDB run. Only uids a cook's page accepts (COOK_UID_PATTERN) are listed; a cook whose
 * recipes carry no updatedAt (written before timestamps) is dated by their newest recipe's creation (its id).
 */
@Injectable()
export class CooksWithRecipes {
  private readonly logger = new Logger(CooksWithRecipes.name);
  private built?: Built;
  private building?: Promise<CookWithRecipes[]>;
  private lastBuildStart = -Infinity;
  private changedDuringBuild = false;

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly recipeCache: RecipeCache,
  ) {
    recipeCache.on('changed', () => {
      if (this.built) this.built.changed = true;
      this.changedDuringBuild = true;
    });
  }

  /** At most `limit` cooks, the most recently changed first (ties by uid). */
  async newestFirst(limit = COOKS_LIST_MAX): Promise<CookWithRecipes[]> {
    return (await this.all()).slice(0, limit);
  }

  /**
   * The whole list, built once for every caller (only the first callers wait for a build). It is current until the
   * recipes change (while the change stream runs; without it other processes' changes go unseen, so never). A list
   * that is not is still answered, and rebuilt in the background, at most once every COOKS_LIST_MAX_STALE_MS: a
   * change shows within that time plus a build's. A failed rebuild leaves the last list in place.
   */
  private all(): CookWithRecipes[] | Promise<CookWithRecipes[]> {
    const built = this.built;
    if (!built) return this.building ?? this.rebuild();
    const current = !built.changed && this.recipeCache.following;
    if (!current && !this.building && Date.now() - this.lastBuildStart >= COOKS_LIST_MAX_STALE_MS) {
      this.rebuild().catch((error: Error) => this.logger.warn(`The list of cooks was not rebuilt (the last one stays): ${error.message}`));
    }
    return built.cooks;
  }

  private rebuild(): Promise<CookWithRecipes[]> {
    this.lastBuildStart = Date.now();
    this.changedDuringBuild = false;
    const building: Promise<CookWithRecipes[]> = this.build()
      .then((cooks) => {
        this.built = { cooks, changed: this.changedDuringBuild };
        return cooks;
      })
      .finally(() => {
        if (this.building === building) this.building = undefined;
      });
    this.building = building;
    return building;
  }

  private async build(): Promise<CookWithRecipes[]> {
    const maxTimeMS = this.config.dbMaxTimeMS && Math.max(this.config.dbMaxTimeMS, COOKS_SCAN_MAX_TIME_MS);
    const groups = await this.recipes
      .aggregate<CookGroup>([
        { $group: { _id: '$authorUid', updatedAt: { $max: '$updatedAt' } } },
        // Undated cooks (null) sort last.
        { $sort: { updatedAt: -1, _id: 1 } },
        { $limit: COOKS_LIST_MAX },
      ])
      .option({ maxTimeMS });
    const cooks = groups.filter((group): group is CookGroup & { _id: string } => typeof group._id === 'string' && COOK_UID_PATTERN.test(group._id));
    const undated = cooks.filter((cook) => !(cook.updatedAt instanceof Date)).map((cook) => cook._id);
    if (!undated.length) return cooks.map((cook) => ({ uid: cook._id, updatedAt: cook.updatedAt!.toISOString() }));
    const created = await this.newestCreation(undated, maxTimeMS);
    return cooks
      .map((cook) => ({ uid: cook._id, updatedAt: (cook.updatedAt instanceof Date ? cook.updatedAt : (created.get(cook._id) ?? new Date(0))).toISOString() }))
      .sort((a, b) => (a.updatedAt === b.updatedAt ? (a.uid < b.uid ? -1 : 1) : a.updatedAt < b.updatedAt ? 1 : -1));
  }

  /** When each of these cooks' newest recipe was created, read from its ObjectId. */
  private async newestCreation(uids: string[], maxTimeMS: number): Promise<Map<string, Date>> {
    const newest = await this.recipes
      .aggregate<{ _id: string; newest: unknown }>([{ $match: { authorUid: { $in: uids } } }, { $group: { _id: '$authorUid', newest: { $max: '$_id' } } }])
      .option({ maxTimeMS });
    return new Map(newest.filter((cook) => cook.newest instanceof Types.ObjectId).map((cook) => [cook._id, (cook.newest as Types.ObjectId).getTimestamp()]));
  }
}
