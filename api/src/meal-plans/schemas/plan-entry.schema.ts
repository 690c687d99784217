import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { MEAL_PLAN_LIMITS, MEALS, type Meal } from '@forkful/domain';
import { Schema as MongooseSchema, Types } from 'mongoose';

/**
 * One planned recipe on one day and meal of one account's plan. The recipe's title and picture are kept as they were
 * when planned, so that an entry whose recipe its author deleted still says what it was.
 */
@Schema({ collection: 'meal_plan_entries', versionKey: false })
export class PlanEntry {
  _id: Types.ObjectId;

  /** The account whose plan it is (the token's uid): every read and write is keyed by it. */
  @Prop({ type: String, required: true })
  uid: string;

  /** YYYY-MM-DD: sorts as the days do. */
  @Prop({ type: String, required: true })
  date: string;

  @Prop({ type: String, required: true, enum: MEALS })
  meal: Meal;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  recipeId: Types.ObjectId;

  @Prop({ type: Number, required: true, min: MEAL_PLAN_LIMITS.servingsMin, max: MEAL_PLAN_LIMITS.servingsMax })
  servings: number;

  @Prop({ type: String, default: '' })
  note: string;

  /** The recipe's title, picture (as stored: a path for our own) and its description, when planned. */
  @Prop({ type: String, required: true })
  title: string;

  @Prop({ type: String, default: '' })
  image: string;

  @Prop({ type: String })
  imageAlt?: string;

  @Prop({ type: Date, required: true })
  createdAt: Date;
}

export const PlanEntrySchema = SchemaFactory.createForClass(PlanEntry);
PlanEntrySchema.index({ uid: 1, date: 1 }); // a range of the caller's days; a day's count (at most 20 a day)
