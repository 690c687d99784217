import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MealPlansModule } from '../meal-plans/meal-plans.module';
import { RecipesModule } from '../recipes/recipes.module';
import { ListReadCache } from './list-read-cache';
import { ShoppingListDoc, ShoppingListSchema } from './schemas/shopping-list.schema';
import { ShoppingListsController } from './shopping-lists.controller';
import { ShoppingListsService } from './shopping-lists.service';

/** The shopping list builds on the meal plan (its entries) and recipes (their ingredients); neither knows it. */
@Module({
  imports: [MongooseModule.forFeature([{ name: ShoppingListDoc.name, schema: ShoppingListSchema }]), MealPlansModule, RecipesModule],
  controllers: [ShoppingListsController],
  providers: [ShoppingListsService, ListReadCache],
})
export class ShoppingListsModule {}
