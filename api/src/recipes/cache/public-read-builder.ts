import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { withTimeout } from '../../common/with-timeout';
import { API_CONFIG, ApiConfig } from '../../config/api-config';
import { SORTS, TOP_ORDER, TOP_RECIPES_COUNT } from '../recipe-queries.service';
import { StoredRecipe, VIEW_PROJECTION } from '../recipe-view';
import { Recipe } from '../schemas/recipe.schema';
import { parsePublicRead, PublicRead } from './public-read-request';
import { AnswerBasis, CachedResponse, PublicReadResponses } from './public-read-responses';
import { ReadFreshness } from './read-freshness';
import { blockKey, ListName, RecipeReadParts } from './recipe-read-parts';
import { RecipeViewLoader } from './recipe-view-loader';

const JSON_TYPE = 'application/json; charset=utf-8';

/** How many ids of a list one query fetches: the pages around the one asked for come from memory after it. */
export const LIST_BLOCK_SIZE = 1024;

/** Set on a request whose build was tried and passed on to Nest (not found, or the database failed): not tried twice. */
export const BUILD_TRIED = Symbol('publicReadBuildTried');

type PageRead = Extract<PublicRead, { kind: 'page' }>;

/** A list's ids in order, and its total (pages). */
interface Listed {
  ids: readonly string[];
  total?: number;
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => Buffer.from(text));

/** The JSON array of these JSON values: what JSON.stringify gives for the array of the values they encode. */
function jsonArray(values: Buffer[]): Buffer {
  const parts: Buffer[] = [OPEN];
  let length = 2 + Math.max(0, values.length - 1);
  values.forEach((value, i) => {
    if (i) parts.push(COMMA);
    parts.push(value);
    length += value.length;
  });
  parts.push(CLOSE);
  return Buffer.concat(parts, length);
}

/** Which blocks of its list (filter and sort) a page lies in, and its ids once they are here. */
function pageWindow(read: PageRead): { list: ListName; blocks: number[]; ids: (blocks: ReadonlyArray<readonly string[]>) => readonly string[] } {
  const skip = (read.page - 1) * read.limit;
  const first = Math.floor(skip / LIST_BLOCK_SIZE);
  const last = Math.floor((skip + read.limit - 1) / LIST_BLOCK_SIZE);
  const from = skip - first * LIST_BLOCK_SIZE;
  return {
    list: { cuisine: read.cuisine ?? '', order: read.sort ?? 'newest' },
    blocks: first === last ? [first] : [first, last],
    ids: (blocks) => (blocks.length === 1 ? blocks[0] : [...blocks[0], ...blocks[1]]).slice(from, from + read.limit),
  };
}

/**
 * Builds the answers of the public reads it knows (parsePublicRead) from the read parts (RecipeReadParts), asking the
 * database only for what they lack: a block of the list's ids (LIST_BLOCK_SIZE, covered by the list's index), the
 * total of its filter, the views of recipes not kept (RecipeViewLoader, batched). The bytes equal what Nest sends
 * for the same read (JSON.stringify of the same views) and are kept in PublicReadResponses. Concurrent misses of one
 * answer or one block share one build.
 */
@Injectable()
export class PublicReadBuilder {
  private readonly building = new Map<string, Promise<CachedResponse | null>>();
  private readonly fetchingBlocks = new Map<string, Promise<readonly string[]>>();

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    private readonly parts: RecipeReadParts,
    private readonly views: RecipeViewLoader,
    private readonly responses: PublicReadResponses,
    private readonly freshness: ReadFreshness,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Whether the read a cache key names is one this builds (else Nest answers it). */
  builds(key: string): boolean {
    return parsePublicRead(key) !== null;
  }

  /**
   * The answer of a public read that missed the cache, built now from the parts kept in memory and kept itself;
   * undefined when a part is missing (then answer() asks the database) or this is not a read it builds.
   */
  fromMemory(key: string): CachedResponse | undefined {
    const read = parsePublicRead(key);
    if (!read) return undefined;
    const since = this.freshness.start();
    let listed: Listed | undefined;
    if (read.kind === 'recipe') listed = { ids: [read.id] };
    else if (read.kind === 'top') listed = this.parts.topIds() && { ids: this.parts.topIds()! };
    else {
      const window = pageWindow(read);
      const total = this.parts.total(read.cuisine ?? '');
      const blocks = window.blocks.map((n) => this.parts.block(window.list, n));
      if (total !== undefined && blocks.every((block) => block)) listed = { ids: window.ids(blocks as string[][]), total };
    }
    if (!listed) return undefined;
    const views = listed.ids.map((id) => this.parts.view(id));
    return views.every((view) => view !== undefined) ? (this.compose(key, read, since, listed, views) ?? undefined) : undefined;
  }

  /**
   * The answer of a public read that missed the cache, built and kept; null when this is not a read it builds, or
   * the recipe does not exist (Nest answers those, with their errors). Rejects when the database fails or the build
   * takes longer than API_REQUEST_TIMEOUT_MS: the request then goes to Nest, whose own time limit answers it.
   */
  answer(key: string): Promise<CachedResponse | null> {
    const read = parsePublicRead(key);
    if (!read) return Promise.resolve(null);
    const building = this.shared(this.building, key, () => this.build(key, read));
    if (!this.config.requestTimeoutMs) return building;
    return withTimeout(building, this.config.requestTimeoutMs).catch((error: unknown) => {
      // A build that hangs is not joined by the next requests: they start their own.
      if (this.building.get(key) === building) this.building.delete(key);
      throw error;
    });
  }

  private async build(key: string, read: PublicRead): Promise<CachedResponse | null> {
    const since = this.freshness.start();
    const listed = read.kind === 'recipe' ? { ids: [read.id] } : read.kind === 'top' ? { ids: await this.topIds(since) } : await this.page(read, since);
    return this.compose(key, read, since, listed, await this.views.viewsOf(listed.ids));
  }

  /** The answer's bytes from its views, kept unless something changed meanwhile; null when a recipe is gone. */
  private compose(key: string, read: PublicRead, since: number, listed: Listed, views: Array<Buffer | undefined>): CachedResponse | null {
    // A recipe that does not exist, or one of a kept list that was deleted meanwhile: Nest answers from the database.
    if (views.some((view) => view === undefined)) return null;
    const { ids, total } = listed;
    if (read.kind === 'recipe') return this.responses.store(key, since, views[0]!, JSON_TYPE, undefined, { list: 'none', ids });
    const body = jsonArray(views as Buffer[]);
    const basis: AnswerBasis = read.kind === 'page' ? { list: 'page', order: read.sort ?? 'newest', ids } : { list: read.kind, ids };
    return this.responses.store(key, since, body, JSON_TYPE, total === undefined ? undefined : String(total), basis);
  }

  private async topIds(since: number): Promise<readonly string[]> {
    const kept = this.parts.topIds();
    if (kept) return kept;
    const found = await this.find({}, VIEW_PROJECTION, TOP_ORDER, 0, TOP_RECIPES_COUNT);
    const ids = [...this.views.keep(found, since).keys()];
    this.parts.storeTopIds(ids, since);
    return ids;
  }

  /** The page's ids, from the blocks of its list that hold them, and the total of its filter. */
  private async page(read: PageRead, since: number): Promise<Listed> {
    const filter = read.cuisine ? { cuisineType: read.cuisine } : {};
    const window = pageWindow(read);
    const kept = this.parts.total(read.cuisine ?? '');
    const [blocks, total] = await Promise.all([
      Promise.all(window.blocks.map((n) => this.block(window.list, n, filter, since))),
      kept ?? this.recipes.collection.countDocuments(filter, { maxTimeMS: this.config.dbMaxTimeMS }),
    ]);
    if (kept === undefined) this.parts.storeTotal(read.cuisine ?? '', total, since);
    return { ids: window.ids(blocks), total };
  }

  private block(list: ListName, n: number, filter: object, since: number): Promise<readonly string[]> {
    const kept = this.parts.block(list, n);
    if (kept) return Promise.resolve(kept);
    return this.shared(this.fetchingBlocks, blockKey(list, n), async () => {
      const found = await this.find(filter, { _id: 1 }, SORTS[list.order], n * LIST_BLOCK_SIZE, LIST_BLOCK_SIZE);
      const ids = found.map((recipe) => String(recipe._id));
      this.parts.storeBlock(list, n, ids, since);
      return ids;
    });
  }

  private find(filter: object, projection: object, sort: object, skip: number, limit: number): Promise<StoredRecipe[]> {
    return this.recipes.collection
      .find<StoredRecipe>(filter, { projection, sort: sort as never, skip, limit, maxTimeMS: this.config.dbMaxTimeMS })
      .toArray();
  }

  /** One run of `work` per key at a time: concurrent callers share it. */
  private shared<T>(running: Map<string, Promise<T>>, key: string, work: () => Promise<T>): Promise<T> {
    let pending = running.get(key);
    if (!pending) {
      pending = work().finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  }
}
