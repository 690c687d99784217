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
   * False from the insert until the recipe's likeCount has been incremented for it. A like still false at start-up
   * means the process stopped between the two steps: its recipe's count is then recomputed.
   */
  @Prop({ type: Boolean, required: true, default: false })
  counted: boolean;

  createdAt: Date;
}

export const LikeSchema = SchemaFactory.createForClass(Like);
LikeSchema.index({ recipeId: 1, uid: 1 }, { unique: true });
LikeSchema.index({ counted: 1 });
