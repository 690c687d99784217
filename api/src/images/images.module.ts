import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitStoreModule } from '../rate-limits/rate-limit-store.module';
import { RecipesModule } from '../recipes/recipes.module';
import { ImageStore } from './image-store.service';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { Image, ImageSchema } from './schemas/image.schema';
import { UnusedImagesSweeper } from './unused-images.sweeper';
import { UploadQuota } from './upload-quota';

/**
 * Uploaded photos. Builds on recipes (which photos recipes still use, and which they let go of), never the other way:
 * recipes only store an image URL.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Image.name, schema: ImageSchema }]), RecipesModule, RateLimitStoreModule],
  controllers: [ImagesController],
  providers: [ImagesService, ImageStore, UploadQuota, UnusedImagesSweeper],
  exports: [ImagesService, UploadQuota],
})
export class ImagesModule {}
