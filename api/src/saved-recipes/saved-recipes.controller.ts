import { Delete, Get, HttpCode, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Recipe as RecipeView, SavedRecipeStatus } from '@forkful/domain';
import type { FastifyReply } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ControllerWithAliases } from '../common/controller-with-aliases';
import { ErrorResponse } from '../common/error-response.dto';
import { ParseRecipeIdPipe, RecipeId } from '../common/object-id.pipe';
import { PageQueryDto } from '../common/page-query.dto';
import { RecipeResponse } from '../recipes/dto/recipe-responses.dto';
import { SavedRecipeStatusResponse } from './dto/saved-recipe-status.dto';
import { SavedRecipesService } from './saved-recipes.service';

const NO_SUCH_RECIPE = { type: ErrorResponse, description: 'Unknown or malformed recipe id (a deleted recipe is unknown)' };

/**
 * The caller's saved recipes. Everything is keyed by the token's uid: nobody sees or changes another's list. Also at
 * /favourites, their first name, for remotes built before the rename.
 */
@ApiTags('saved-recipes')
@SignedIn()
@ControllerWithAliases('saved-recipes', ['favourites'])
export class SavedRecipesController {
  constructor(private readonly savedRecipes: SavedRecipesService) {}

  @Get()
  @ApiOperation({ summary: "The caller's saved recipes, newest saved first (the GET /recipes list shape)" })
  @ApiOkResponse({
    type: RecipeResponse,
    isArray: true,
    headers: { 'X-Total-Count': { description: 'How many recipes the caller has saved', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'page or limit out of range, or an unknown parameter' })
  async list(
    @Query() query: PageQueryDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<RecipeView[]> {
    const { recipes, total } = await this.savedRecipes.list(user.uid, query);
    response.header('X-Total-Count', String(total));
    return recipes;
  }

  @Get(':recipeId')
  @ApiOperation({ summary: 'Whether the caller saved this recipe' })
  @ApiOkResponse({ type: SavedRecipeStatusResponse })
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  status(@Param('recipeId', ParseRecipeIdPipe) recipeId: RecipeId, @CurrentUser() user: AuthUser): Promise<SavedRecipeStatus> {
    return this.savedRecipes.status(recipeId, user.uid);
  }

  @Put(':recipeId')
  @HttpCode(204)
  @ApiOperation({ summary: "Save the recipe (idempotent: saving again keeps the first saved time); one's own recipes too" })
  @ApiNoContentResponse({ description: 'Saved' })
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  async save(@Param('recipeId', ParseRecipeIdPipe) recipeId: RecipeId, @CurrentUser() user: AuthUser): Promise<void> {
    await this.savedRecipes.save(recipeId, user.uid);
  }

  @Delete(':recipeId')
  @HttpCode(204)
  @ApiOperation({ summary: "Remove the recipe from the caller's saved recipes (idempotent: not saved is fine)" })
  @ApiNoContentResponse({ description: 'Not saved (any more)' })
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  async remove(@Param('recipeId', ParseRecipeIdPipe) recipeId: RecipeId, @CurrentUser() user: AuthUser): Promise<void> {
    await this.savedRecipes.remove(recipeId, user.uid);
  }
}
