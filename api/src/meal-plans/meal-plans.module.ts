import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RecipesModule } from '../recipes/recipes.module';
import { PlanReadCache } from './cache/plan-read-cache';
import { DayCapacity } from './day-capacity';
import { MealPlansController } from './meal-plans.controller';
import { MealPlansService } from './meal-plans.service';
import { PlanDay, PlanDaySchema } from './schemas/plan-day.schema';
import { PlanEntry, PlanEntrySchema } from './schemas/plan-entry.schema';

/**
 * The meal plan builds on recipes (the Recipe model), never the reverse; the shopping list builds on it. A deleted
 * recipe's entries stay (shown as removed), so it registers no deletion hook. GET /meal-plan's answers are cached per
 * account (cache/plan-read-cache.ts).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PlanEntry.name, schema: PlanEntrySchema },
      { name: PlanDay.name, schema: PlanDaySchema },
    ]),
    RecipesModule,
  ],
  controllers: [MealPlansController],
  providers: [MealPlansService, DayCapacity, PlanReadCache],
  exports: [MealPlansService],
})
export class MealPlansModule {}
