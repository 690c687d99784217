import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Like, LikeSchema } from '../likes/schemas/like.schema';
import { Recipe, RecipeSchema } from '../recipes/schemas/recipe.schema';

/** The two collections, registered once; recipes and likes both read and write both. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Recipe.name, schema: RecipeSchema },
      { name: Like.name, schema: LikeSchema },
    ]),
  ],
  exports: [MongooseModule],
})
export class ModelsModule {}
