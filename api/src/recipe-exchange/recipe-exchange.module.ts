import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { RateLimitStoreModule } from '../rate-limits/rate-limit-store.module';
import { RecipesModule } from '../recipes/recipes.module';
import { SafeFetchModule } from '../safe-fetch/safe-fetch.module';
import { FileImportService } from './file-import.service';
import { ImportQuota } from './import-quota';
import { ImportsController } from './imports.controller';
import { PageImportService } from './page-import.service';
import { RecipeExportController } from './recipe-export.controller';
import { RecipeExportService } from './recipe-export.service';

/**
 * Bringing recipes in and taking them out: a web page's recipe as a draft (POST /imports), its photo
 * (POST /imports/photo), a file of schema.org recipes (POST /imports/file), and the cook's recipes as one such file
 * (GET /my-recipes/export). Builds on recipes, images and the safe fetcher; nothing builds on it.
 */
@Module({
  imports: [RecipesModule, ImagesModule, SafeFetchModule, RateLimitStoreModule],
  controllers: [ImportsController, RecipeExportController],
  providers: [PageImportService, FileImportService, RecipeExportService, ImportQuota],
})
export class RecipeExchangeModule {}
