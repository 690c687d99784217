import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RecipesModule } from '../recipes/recipes.module';
import { FavouritesController } from './favourites.controller';
import { FavouritesService } from './favourites.service';
import { Favourite, FavouriteSchema } from './schemas/favourite.schema';

/** Saved recipes build on recipes (the Recipe model, the deletion hooks), as likes do; never the reverse. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Favourite.name, schema: FavouriteSchema }]), RecipesModule],
  controllers: [FavouritesController],
  providers: [FavouritesService],
})
export class FavouritesModule {}
