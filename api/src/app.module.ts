import { DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AuthModule } from './auth/auth.module';
import { RequestTimeoutInterceptor } from './common/request-timeout.interceptor';
import { API_CONFIG, ApiConfig } from './config/api-config';
import { CollectionsModule } from './collections/collections.module';
import { CooksModule } from './cooks/cooks.module';
import { CommandMetrics } from './database/command-metrics';
import { DATABASE_HANDLE, DatabaseHandle, DatabaseLifecycle, databaseNameOf } from './database/database-handle';
import { limitQueryTime } from './database/max-time.plugin';
import { HealthModule } from './health/health.module';
import { ImagesModule } from './images/images.module';
import { LikesModule } from './likes/likes.module';
import { MealPlansModule } from './meal-plans/meal-plans.module';
import { MigrationsModule } from './migrations/migrations.module';
import { ModerationModule } from './moderation/moderation.module';
import { ObservabilityModule } from './observability/observability.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { RecipeExchangeModule } from './recipe-exchange/recipe-exchange.module';
import { RecipesModule } from './recipes/recipes.module';
import { ReviewsModule } from './reviews/reviews.module';
import { RumModule } from './rum/rum.module';
import { SavedRecipesModule } from './saved-recipes/saved-recipes.module';
import { SeedModule } from './seed/seed.module';
import { ShoppingListsModule } from './shopping-lists/shopping-lists.module';

@Module({})
export class AppModule {
  static register(config: ApiConfig, database: DatabaseHandle): DynamicModule {
    const dbName = databaseNameOf(database.uri) ? undefined : 'forkful';
    return {
      module: AppModule,
      global: true,
      imports: [
        MongooseModule.forRoot(database.uri, {
          dbName,
          sanitizeFilter: true,
          serverSelectionTimeoutMS: 10000,
          // The driver's command events, which CommandMetrics times (forkful_api_db_operation_duration_seconds).
          monitorCommands: true,
          // Before any model is compiled on the connection: every query of every model gets the time limit.
          connectionFactory: (connection: Connection) => limitQueryTime(connection, config.dbMaxTimeMS),
        }),
        ObservabilityModule,
        AuthModule,
        RateLimitsModule,
        HealthModule,
        RecipesModule,
        LikesModule,
        SavedRecipesModule,
        CooksModule,
        MealPlansModule,
        ShoppingListsModule,
        ImagesModule,
        SeedModule,
        MigrationsModule,
        RumModule,
        RecipeExchangeModule,
        ReviewsModule,
        CollectionsModule,
        ModerationModule,
      ],
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: DATABASE_HANDLE, useValue: database },
        DatabaseLifecycle,
        CommandMetrics,
        { provide: APP_INTERCEPTOR, useClass: RequestTimeoutInterceptor },
      ],
      exports: [API_CONFIG],
    };
  }
}
