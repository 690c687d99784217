import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTION_LIMITS, COLLECTION_VISIBILITIES, type CollectionVisibility } from '@forkful/domain';
import { Schema as MongooseSchema, Types } from 'mongoose';

/**
 * One cook's named list of recipes. The recipes are their ids, in the owner's order, in the document itself (at most
 * COLLECTION_LIMITS.recipesMax): one read gives the order and the count, and one `$in` query the cards.
 */
@Schema({ collection: 'recipe_collections', versionKey: false, timestamps: true })
export class RecipeCollection {
  _id: Types.ObjectId;

  /** The account that owns it (the token's uid): every write is keyed by it. */
  @Prop({ type: String, required: true })
  ownerUid: string;

  /** The owner's display name, from their token when they last changed it (never an email). */
  @Prop({ type: String, required: true })
  ownerName: string;

  @Prop({ type: String, required: true, maxlength: COLLECTION_LIMITS.titleMax })
  title: string;

  /** Absent when it has none. */
  @Prop({ type: String, maxlength: COLLECTION_LIMITS.descriptionMax })
  description?: string;

  @Prop({ type: String, required: true, enum: COLLECTION_VISIBILITIES, default: 'private' })
  visibility: CollectionVisibility;

  /** Hidden from everyone but its owner after reports, until a moderator decides (set by moderation). */
  @Prop({ type: Boolean, required: true, default: false })
  hidden: boolean;

  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [] })
  recipeIds: Types.ObjectId[];

  createdAt: Date;
  updatedAt: Date;
}

export const RecipeCollectionSchema = SchemaFactory.createForClass(RecipeCollection);
// The owner's, newest updated first (GET /collections, a cook's page); counting the owner's for the limit.
RecipeCollectionSchema.index({ ownerUid: 1, updatedAt: -1, _id: -1 });
// A deleted recipe leaves every collection holding it (multikey).
RecipeCollectionSchema.index({ recipeIds: 1 });
