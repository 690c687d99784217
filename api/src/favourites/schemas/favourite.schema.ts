import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

export type FavouriteDocument = HydratedDocument<Favourite>;

/** One document per (user, recipe) the user saved: the unique index makes saving idempotent, also under races. */
@Schema({ collection: 'favourites', versionKey: false })
export class Favourite {
  /** The account that saved it (the token's uid): every read and write is keyed by it. */
  @Prop({ type: String, required: true })
  uid: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  recipeId: Types.ObjectId;

  /** When it was first saved (an upsert's $setOnInsert: saving again keeps it). */
  @Prop({ type: Date, required: true })
  createdAt: Date;
}

export const FavouriteSchema = SchemaFactory.createForClass(Favourite);
FavouriteSchema.index({ uid: 1, recipeId: 1 }, { unique: true });
FavouriteSchema.index({ uid: 1, createdAt: -1, _id: -1 }); // GET /favourites: the caller's, newest saved first
FavouriteSchema.index({ recipeId: 1 }); // a deleted recipe's favourites, every user's
