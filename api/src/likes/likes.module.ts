import { Module } from '@nestjs/common';
import { ModelsModule } from '../database/models.module';
import { RecipesModule } from '../recipes/recipes.module';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';

@Module({
  imports: [ModelsModule, RecipesModule],
  controllers: [LikesController],
  providers: [LikesService],
  exports: [LikesService],
})
export class LikesModule {}
