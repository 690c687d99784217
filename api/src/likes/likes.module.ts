import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RecipesModule } from '../recipes/recipes.module';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';
import { Like, LikeSchema } from './schemas/like.schema';

/** Likes build on recipes (the Recipe model's likeCount, the recipe cache, the deletion hooks); never the reverse. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Like.name, schema: LikeSchema }]), RecipesModule],
  controllers: [LikesController],
  providers: [LikesService],
  exports: [LikesService],
})
export class LikesModule {}
