import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/recipes.module';
import { AuthorsController } from './authors.controller';
import { AuthorsService } from './authors.service';

/** Author pages build on recipes (the Recipe model) and on auth's FirebaseAuthService (global); neither knows them. */
@Module({
  imports: [RecipesModule],
  controllers: [AuthorsController],
  providers: [AuthorsService],
})
export class AuthorsModule {}
