import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RecipesModule } from '../recipes/recipes.module';
import { CollectionModeration } from './collection-moderation';
import { CollectionRecipesService } from './collection-recipes.service';
import { CollectionsController } from './collections.controller';
import { CollectionsService } from './collections.service';
import { CookCollectionsController } from './cook-collections.controller';
import { RecipeCollection, RecipeCollectionSchema } from './schemas/recipe-collection.schema';

/**
 * Collections of recipes (issue 33): a cook's named lists, private or public, ordered; a deleted recipe leaves them.
 * Builds on recipes (the cards' fields, the deletion hooks), never the other way. Moderation builds on it: it hides,
 * shows, removes and describes collections through CollectionModeration, and may read them through CollectionsService.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: RecipeCollection.name, schema: RecipeCollectionSchema }]), RecipesModule],
  controllers: [CollectionsController, CookCollectionsController],
  providers: [CollectionsService, CollectionRecipesService, CollectionModeration],
  exports: [CollectionsService, CollectionModeration],
})
export class CollectionsModule {}
