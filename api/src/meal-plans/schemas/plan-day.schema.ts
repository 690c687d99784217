import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One document per (account, day) that ever had an entry added or moved in: a write that adds to a day writes this
 * document first, in the transaction that counts the day's entries, so two such transactions on one day conflict
 * and run one after the other (day-capacity.ts). It holds no data of the plan.
 */
@Schema({ collection: 'meal_plan_days', versionKey: false })
export class PlanDay {
  @Prop({ type: String, required: true })
  uid: string;

  @Prop({ type: String, required: true })
  date: string;

  /** How many writes have added to the day: what the conflicting write changes. */
  @Prop({ type: Number, default: 0 })
  writes: number;
}

export const PlanDaySchema = SchemaFactory.createForClass(PlanDay);
PlanDaySchema.index({ uid: 1, date: 1 }, { unique: true });
