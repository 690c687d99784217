import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES, type Collection, type CollectionSummary } from '@forkful/domain';
import mongoose, { FilterQuery, Model, Types } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import { absoluteImageUrl } from '../common/own-image-url';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { StoredRecipe } from '../recipes/recipe-view';
import { Recipe } from '../recipes/schemas/recipe.schema';
import {
  asListed, CARD_PROJECTION, isOwner, ListedCollection, listedCollection, ownerNameOf, StoredCollection, toCollection, toCollectionRecipe,
  toCollectionSummary,
} from './collection-view';
import type { CollectionChangeDto } from './dto/collection-change.dto';
import type { NewCollectionDto } from './dto/new-collection.dto';
import { RecipeCollection } from './schemas/recipe-collection.schema';

const { perUser } = COLLECTION_LIMITS;

/** The 403 of a write to someone else's public collection (a private or hidden one is 404: it stays unknown). */
export const ONLY_OWN_COLLECTIONS = 'You can only change your own collections';

/**
 * Collections and their reads. A private or hidden collection is known only to its owner: to anyone else it is the
 * same 404 as one that does not exist. Every list is bounded by COLLECTION_LIMITS.perUser; a collection's recipes
 * are read in one `$in` query and shown in the stored order.
 */
@Injectable()
export class CollectionsService {
  constructor(
    @InjectModel(RecipeCollection.name) private readonly collections: Model<RecipeCollection>,
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** The caller's collections, newest updated first; with `containing`, whether that recipe is in each. */
  mine(uid: string, containing?: Types.ObjectId): Promise<CollectionSummary[]> {
    return this.list({ ownerUid: uid }, true, containing);
  }

  /** A cook's public collections that are not hidden (their cook page), newest updated first. */
  ofCook(uid: string): Promise<CollectionSummary[]> {
    return this.list({ ownerUid: uid, visibility: 'public', hidden: false }, false);
  }

  async get(id: Types.ObjectId, caller: AuthUser | null): Promise<Collection> {
    const collection = await this.readable(id, caller);
    return this.whole(collection, isOwner(collection, caller));
  }

  /**
   * A new empty collection. Past the limit, 409. Two creates at once may both pass the count: the one created last
   * (a larger id than the limit's earliest collections) is taken back.
   */
  async create(user: AuthUser, input: NewCollectionDto): Promise<Collection> {
    if ((await this.collections.countDocuments({ ownerUid: user.uid })) >= perUser) throw new ConflictException(COLLECTION_MESSAGES.tooMany);
    const created = await this.collections.create({
      ownerUid: user.uid,
      ownerName: ownerNameOf(user),
      title: input.title,
      ...(input.description ? { description: input.description } : {}),
      visibility: input.visibility ?? 'private',
    });
    if ((await this.collections.countDocuments({ ownerUid: user.uid })) > perUser && (await this.beyondLimit(user.uid, created._id))) {
      await this.collections.deleteOne({ _id: created._id });
      throw new ConflictException(COLLECTION_MESSAGES.tooMany);
    }
    return toCollection(created.toObject<StoredCollection>(), [], true);
  }

  /** Changes the title, description (empty removes it) or visibility; the owner's name is refreshed from their token. */
  async change(id: Types.ObjectId, user: AuthUser, change: CollectionChangeDto): Promise<CollectionSummary> {
    await this.writable(id, user);
    const $set: Partial<RecipeCollection> = { ownerName: ownerNameOf(user) };
    if (change.title !== undefined) $set.title = change.title;
    if (change.visibility !== undefined) $set.visibility = change.visibility;
    if (change.description) $set.description = change.description;
    const removal = change.description === '' ? { $unset: { description: 1 } } : {};
    const updated = await this.collections.findOneAndUpdate({ _id: id, ownerUid: user.uid }, { $set, ...removal }, { new: true }).lean<StoredCollection>();
    if (!updated) throw new NotFoundException(COLLECTION_MESSAGES.notFound);
    return this.summary(updated, true);
  }

  async remove(id: Types.ObjectId, user: AuthUser): Promise<void> {
    await this.writable(id, user);
    await this.collections.deleteOne({ _id: id, ownerUid: user.uid });
  }

  /** The collection if the caller may see it: its owner always; anyone else only a public one that is not hidden. */
  async readable(id: Types.ObjectId, caller: AuthUser | null): Promise<StoredCollection> {
    const collection = await this.collections.findById(id).lean<StoredCollection>();
    const shown = collection && (isOwner(collection, caller) || (collection.visibility === 'public' && !collection.hidden));
    if (!shown) throw new NotFoundException(COLLECTION_MESSAGES.notFound);
    return collection;
  }

  /** The collection if the caller owns it; 403 for someone else's public one, 404 for any other. */
  async writable(id: Types.ObjectId, user: AuthUser): Promise<StoredCollection> {
    const collection = await this.readable(id, user);
    if (!isOwner(collection, user)) throw new ForbiddenException(ONLY_OWN_COLLECTIONS);
    return collection;
  }

  /** One stored collection's summary (its cover read from its first recipe). */
  async summary(collection: StoredCollection, owner: boolean): Promise<CollectionSummary> {
    const [summary] = await this.summaries([asListed(collection)], owner);
    return summary;
  }

  /**
   * The collection with its recipes' cards in the stored order. A recipe deleted without leaving it (a crash between
   * the deletion and its hook) is left out, and taken out of the collection.
   */
  async whole(collection: StoredCollection, owner: boolean): Promise<Collection> {
    const ids = collection.recipeIds;
    // sanitizeFilter would neutralise the operator; the ids are ours, read from the collection.
    const found = ids.length ? await this.recipes.find({ _id: mongoose.trusted({ $in: ids }) }, CARD_PROJECTION).lean<StoredRecipe[]>() : [];
    const byId = new Map(found.map((recipe) => [String(recipe._id), recipe]));
    const present = ids.filter((id) => byId.has(String(id)));
    if (present.length < ids.length) {
      const missing = ids.filter((id) => !byId.has(String(id)));
      await this.collections.updateOne({ _id: collection._id }, { $pull: { recipeIds: { $in: missing } } }, { timestamps: false });
    }
    const cards = present.map((id) => toCollectionRecipe(byId.get(String(id))!, this.config.publicUrl));
    return toCollection({ ...collection, recipeIds: present }, cards, owner);
  }

  private async list(filter: FilterQuery<RecipeCollection>, owner: boolean, containing?: Types.ObjectId): Promise<CollectionSummary[]> {
    const listed = await this.collections.aggregate<ListedCollection>([
      { $match: filter },
      { $sort: { updatedAt: -1, _id: -1 } },
      { $limit: perUser },
      { $project: listedCollection(containing) },
    ]);
    return this.summaries(listed, owner);
  }

  /** Summaries with their covers: every first recipe's image in one query. */
  private async summaries(listed: ListedCollection[], owner: boolean): Promise<CollectionSummary[]> {
    const firstIds = listed.flatMap((collection) => (collection.firstRecipeId ? [collection.firstRecipeId] : []));
    const covers = firstIds.length
      ? await this.recipes.find({ _id: mongoose.trusted({ $in: firstIds }) }, { image: 1 }).lean<Array<Pick<StoredRecipe, '_id' | 'image'>>>()
      : [];
    const coverOf = new Map(covers.map((recipe) => [String(recipe._id), absoluteImageUrl(recipe.image ?? '', this.config.publicUrl)]));
    return listed.map((collection) =>
      toCollectionSummary(collection, { owner, coverImage: collection.firstRecipeId && coverOf.get(String(collection.firstRecipeId)) }),
    );
  }

  /** Whether the collection is not among the owner's first `perUser` (by creation: ids grow with time). */
  private async beyondLimit(uid: string, id: Types.ObjectId): Promise<boolean> {
    const [last] = await this.collections.find({ ownerUid: uid }, { _id: 1 }).sort({ _id: 1 }).skip(perUser - 1).limit(1).lean<Array<{ _id: Types.ObjectId }>>();
    return !!last && String(id) > String(last._id);
  }
}
