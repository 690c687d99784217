import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

export type LikeDocument = HydratedDocument<Like>;

/** One document per (recipe, user): the unique index is what decides who liked first. */
@Schema({ collection: 'likes', timestamps: { createdAt: true, updatedAt: false } })
export class Like {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  recipeId: Types.ObjectId;

  @Prop({ type: String, required: true })
  uid: string;

  /**
   * Written by older versions only, which liked in three steps: false from their insert until their increment. A like
   * left false means such a version stopped in between: a migration recomputed those recipes' counts once
   * (src/migrations/recount-interrupted-likes.migration.ts). A like is now one transaction (document and increment
   * together) and has no such field.
   */
  @Prop({ type: Boolean })
  counted?: boolean;

  createdAt: Date;
}

export const LikeSchema = SchemaFactory.createForClass(Like);
LikeSchema.index({ recipeId: 1, uid: 1 }, { unique: true });
LikeSchema.index({ counted: 1 });
