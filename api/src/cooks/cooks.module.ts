import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/recipes.module';
import { CooksController } from './cooks.controller';
import { CooksService } from './cooks.service';
import { CooksWithRecipes } from './cooks-with-recipes';

/**
 * Cooks' public pages and the list of cooks with recipes build on recipes (the Recipe model) and on auth's
 * FirebaseAuthService (global); neither knows them.
 */
@Module({
  imports: [RecipesModule],
  controllers: [CooksController],
  providers: [CooksService, CooksWithRecipes],
})
export class CooksModule {}
