import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

export type SavedRecipeDocument = HydratedDocument<SavedRecipe>;

/**
 * One document per (user, recipe) the user saved: the unique index makes saving idempotent, also under races. The
 * collection keeps its first name, `favourites`: renaming stored data would buy nothing and cost a migration.
 */
@Schema({ collection: 'favourites', versionKey: false })
export class SavedRecipe {
  /** The account that saved it (the token's uid): every read and write is keyed by it. */
  @Prop({ type: String, required: true })
  uid: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  recipeId: Types.ObjectId;

  /** When it was first saved (an upsert's $setOnInsert: saving again keeps it). */
  @Prop({ type: Date, required: true })
  createdAt: Date;
}

export const SavedRecipeSchema = SchemaFactory.createForClass(SavedRecipe);
SavedRecipeSchema.index({ uid: 1, recipeId: 1 }, { unique: true });
SavedRecipeSchema.index({ uid: 1, createdAt: -1, _id: -1 }); // GET /saved-recipes: the caller's, newest saved first
SavedRecipeSchema.index({ recipeId: 1 }); // a deleted recipe's saves, every user's
