import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { collectionPagePath, type CollectionVisibility } from '@forkful/domain';
import mongoose, { Model, Types } from 'mongoose';
import { OBJECT_ID_PATTERN } from '../common/object-id.pipe';
import { RecipeCollection } from './schemas/recipe-collection.schema';

/** How many collections one describe() call reads: a page of the moderation queue is far fewer. */
export const DESCRIBE_MAX = 100;

/** A collection as a moderator's queue shows it. */
export interface CollectionDescription {
  itemId: string;
  /** The title, and the description on the next line when it has one: what its readers saw. */
  excerpt: string;
  authorUid: string;
  authorName: string;
  /** Its page: /collections/{id}. */
  path: string;
  visibility: CollectionVisibility;
  hidden: boolean;
}

type Described = Pick<RecipeCollection, '_id' | 'title' | 'description' | 'ownerUid' | 'ownerName' | 'visibility' | 'hidden'>;

/**
 * What moderation (a module built on this one) does to collections: hide or show one, remove one, describe some.
 * None of it changes a collection's updatedAt (it is not the owner's change). Ids that are malformed or name no
 * collection are not found: false, or left out of describe().
 */
@Injectable()
export class CollectionModeration {
  constructor(@InjectModel(RecipeCollection.name) private readonly collections: Model<RecipeCollection>) {}

  /** Hides the collection from everyone but its owner, or shows it again; false when there is no such collection. */
  async setHidden(id: Types.ObjectId | string, hidden: boolean): Promise<boolean> {
    const _id = objectIdOf(id);
    if (!_id) return false;
    const { matchedCount } = await this.collections.updateOne({ _id }, { $set: { hidden } }, { timestamps: false });
    return matchedCount > 0;
  }

  /** Deletes the collection, whoever owns it; false when there is no such collection. */
  async remove(id: Types.ObjectId | string): Promise<boolean> {
    const _id = objectIdOf(id);
    if (!_id) return false;
    const { deletedCount } = await this.collections.deleteOne({ _id });
    return deletedCount > 0;
  }

  /** The collections named (at most DESCRIBE_MAX), in the order named; the ones that do not exist are left out. */
  async describe(ids: ReadonlyArray<Types.ObjectId | string>): Promise<CollectionDescription[]> {
    const valid = ids.slice(0, DESCRIBE_MAX).flatMap((id) => objectIdOf(id) ?? []);
    if (!valid.length) return [];
    const found = await this.collections
      // sanitizeFilter would neutralise the operator; the ids are parsed above.
      .find({ _id: mongoose.trusted({ $in: valid }) }, { title: 1, description: 1, ownerUid: 1, ownerName: 1, visibility: 1, hidden: 1 })
      .lean<Described[]>();
    const byId = new Map(found.map((collection) => [String(collection._id), collection]));
    return [...new Set(valid.map(String))].flatMap((id) => {
      const collection = byId.get(id);
      return collection ? [describe(collection)] : [];
    });
  }
}

function objectIdOf(id: Types.ObjectId | string): Types.ObjectId | null {
  if (id instanceof Types.ObjectId) return id;
  return typeof id === 'string' && OBJECT_ID_PATTERN.test(id) ? new Types.ObjectId(id) : null;
}

function describe(collection: Described): CollectionDescription {
  const itemId = String(collection._id);
  return {
    itemId,
    excerpt: collection.description ? `${collection.title}\n${collection.description}` : collection.title,
    authorUid: collection.ownerUid,
    authorName: collection.ownerName,
    path: collectionPagePath(itemId),
    visibility: collection.visibility,
    hidden: !!collection.hidden,
  };
}
