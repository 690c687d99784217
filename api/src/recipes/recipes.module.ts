import { Module } from '@nestjs/common';
import { ModelsModule } from '../database/models.module';
import { MyRecipesController } from './my-recipes.controller';
import { RecipeCache } from './recipe-cache';
import { RecipeChangeStream } from './recipe-change-stream';
import { RecipesController } from './recipes.controller';
import { RecipesService } from './recipes.service';

@Module({
  imports: [ModelsModule],
  controllers: [RecipesController, MyRecipesController],
  providers: [RecipesService, RecipeCache, RecipeChangeStream],
  exports: [RecipesService],
})
export class RecipesModule {}
