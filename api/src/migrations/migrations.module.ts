import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Like, LikeSchema } from '../likes/schemas/like.schema';
import { Recipe, RecipeSchema } from '../recipes/schemas/recipe.schema';
import { ClaimLegacyRecipes } from './claim-legacy-recipes.migration';
import { Migration, MIGRATIONS } from './migration';
import { MigrationRunner } from './migration-runner.service';
import { RecountInterruptedLikes } from './recount-interrupted-likes.migration';
import { RelativeOwnImageUrls } from './relative-own-image-urls.migration';
import { MigrationLock, MigrationLockSchema } from './schemas/migration-lock.schema';
import { MigrationRecord, MigrationRecordSchema } from './schemas/migration-record.schema';

/**
 * The order migrations are applied in: add new ones at the end, never reorder or rename applied ones. The claim,
 * which may defer while Firebase is unreachable, comes last.
 */
const IN_ORDER = [RecountInterruptedLikes, RelativeOwnImageUrls, ClaimLegacyRecipes];

/**
 * One-time data migrations, applied at start by MigrationRunner. It builds on the features' schemas (and auth's
 * account lookup); no feature imports it.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MigrationRecord.name, schema: MigrationRecordSchema },
      { name: MigrationLock.name, schema: MigrationLockSchema },
      { name: Recipe.name, schema: RecipeSchema },
      { name: Like.name, schema: LikeSchema },
    ]),
  ],
  providers: [...IN_ORDER, { provide: MIGRATIONS, useFactory: (...migrations: Migration[]) => migrations, inject: IN_ORDER }, MigrationRunner],
})
export class MigrationsModule {}
