import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/recipes.module';

/**
 * Collections of recipes (issue 33): a cook's named lists, private or public, ordered; a deleted recipe leaves them.
 * Builds on recipes (the cards' fields, the deletion hooks), never the other way.
 */
@Module({
  imports: [RecipesModule],
  controllers: [],
  providers: [],
})
export class CollectionsModule {}
