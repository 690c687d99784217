import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/recipes.module';
import { SeedService } from './seed.service';

/** The sample data, written through the Recipe model that RecipesModule registers. */
@Module({ imports: [RecipesModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
