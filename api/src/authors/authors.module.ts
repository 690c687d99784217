import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/recipes.module';
import { AuthorsController } from './authors.controller';
import { AuthorsService } from './authors.service';
import { CooksWithRecipes } from './cooks-with-recipes';

/**
 * Author pages and the list of cooks with recipes build on recipes (the Recipe model) and on auth's
 * FirebaseAuthService (global); neither knows them.
 */
@Module({
  imports: [RecipesModule],
  controllers: [AuthorsController],
  providers: [AuthorsService, CooksWithRecipes],
})
export class AuthorsModule {}
