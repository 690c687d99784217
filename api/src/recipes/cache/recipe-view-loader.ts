import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import DataLoader from 'dataloader';
import { Model, Types } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../../config/api-config';
import { StoredRecipe, toRecipeView, VIEW_PROJECTION } from '../recipe-view';
import { Recipe } from '../schemas/recipe.schema';
import { ReadFreshness } from './read-freshness';
import { RecipeReadParts } from './recipe-read-parts';

/** The most ids one query asks for. */
const MAX_BATCH = 100;

/**
 * Recipe views (JSON) by id for the public read builder: the kept ones from RecipeReadParts, the others fetched from
 * the database, those asked for by every request in the same turn of the event loop in one query (DataLoader, batches
 * of at most MAX_BATCH ids), and kept on the way. Queries go through the driver's collection (no mongoose documents
 * or casting: the ids are checked and ours), under the API's time limit.
 */
@Injectable()
export class RecipeViewLoader {
  private readonly loader = new DataLoader<string, Buffer | null>((ids) => this.fetch(ids), {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    private readonly parts: RecipeReadParts,
    private readonly freshness: ReadFreshness,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Each recipe's view JSON, in order; undefined for a recipe that does not exist. Rejects when the database fails. */
  async viewsOf(ids: readonly string[]): Promise<Array<Buffer | undefined>> {
    const views: Array<Buffer | undefined> = ids.map((id) => this.parts.view(id));
    const missing = ids.filter((_id, i) => views[i] === undefined);
    if (!missing.length) return views;
    const loaded = await this.loader.loadMany(missing);
    const byId = new Map<string, Buffer | null | Error>(missing.map((id, i) => [id, loaded[i]]));
    return ids.map((id, i) => {
      if (views[i] !== undefined) return views[i];
      const view = byId.get(id);
      if (view instanceof Error) throw view;
      return view ?? undefined;
    });
  }

  /** Views of recipes a list query returned (their ids in order), kept for the next reads. */
  keep(recipes: StoredRecipe[], since: number): Map<string, Buffer> {
    const views = new Map<string, Buffer>();
    for (const recipe of recipes) {
      const id = String(recipe._id);
      const json = Buffer.from(JSON.stringify(toRecipeView(recipe, this.config.publicUrl)));
      this.parts.storeView(id, json, since);
      views.set(id, json);
    }
    return views;
  }

  private async fetch(ids: readonly string[]): Promise<Array<Buffer | null>> {
    const since = this.freshness.start();
    const found = await this.recipes.collection
      .find<StoredRecipe>({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, { projection: VIEW_PROJECTION, maxTimeMS: this.config.dbMaxTimeMS })
      .toArray();
    const views = this.keep(found, since);
    return ids.map((id) => views.get(id) ?? null);
  }
}
