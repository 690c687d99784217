import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RecipesModule } from '../recipes/recipes.module';
import { SavedRecipesController } from './saved-recipes.controller';
import { SavedRecipesService } from './saved-recipes.service';
import { SavedRecipe, SavedRecipeSchema } from './schemas/saved-recipe.schema';

/** Saved recipes build on recipes (the Recipe model, the deletion hooks), as likes do; never the reverse. */
@Module({
  imports: [MongooseModule.forFeature([{ name: SavedRecipe.name, schema: SavedRecipeSchema }]), RecipesModule],
  controllers: [SavedRecipesController],
  providers: [SavedRecipesService],
})
export class SavedRecipesModule {}
