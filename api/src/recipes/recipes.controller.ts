import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Recipe as RecipeView, RecipeStats } from '@forkful/contracts';
import type { Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ParseRecipeIdPipe, RecipeId } from '../common/object-id.pipe';
import { ListRecipesQueryDto } from './dto/list-recipes-query.dto';
import { ErrorResponse, RecipeResponse, RecipeStatsResponse } from './dto/recipe-responses.dto';
import { RecipesService, TOP_RECIPES_COUNT } from './recipes.service';

/** The public reads, plus the dashboard stats. */
@ApiTags('recipes')
@Controller()
export class RecipesController {
  constructor(private readonly recipesService: RecipesService) {}

  @Get('top-recipes')
  @ApiOperation({ summary: `The ${TOP_RECIPES_COUNT} most-liked recipes` })
  @ApiOkResponse({ type: RecipeResponse, isArray: true })
  top(): Promise<RecipeView[]> {
    return this.recipesService.top();
  }

  @Get('recipes')
  @ApiOperation({
    summary: 'All recipes, or one page of them',
    description:
      'Without a query: every recipe (compatibility form). With any of cuisine, sort, page, limit, q: that page ' +
      '(default limit 8, newest first), the total matching in the X-Total-Count header.',
  })
  @ApiOkResponse({ type: RecipeResponse, isArray: true, headers: { 'X-Total-Count': { description: 'Total matching', schema: { type: 'integer' } } } })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(@Query() query: ListRecipesQueryDto, @Res({ passthrough: true }) response: Response): Promise<RecipeView[]> {
    const paged = Object.values(query).some((value) => value !== undefined);
    if (!paged) {
      const recipes = await this.recipesService.all();
      response.setHeader('X-Total-Count', String(recipes.length));
      return recipes;
    }
    const { recipes, total } = await this.recipesService.page(query);
    response.setHeader('X-Total-Count', String(total));
    return recipes;
  }

  @Get('recipes/stats')
  @SignedIn()
  @ApiOperation({ summary: 'Dashboard overview totals' })
  @ApiOkResponse({ type: RecipeStatsResponse })
  stats(@CurrentUser() user: AuthUser): Promise<RecipeStats> {
    return this.recipesService.stats(user);
  }

  @Get('recipes/:id')
  @ApiOperation({ summary: 'One recipe' })
  @ApiOkResponse({ type: RecipeResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown or malformed id' })
  findOne(@Param('id', ParseRecipeIdPipe) id: RecipeId): Promise<RecipeView> {
    return this.recipesService.findOne(id);
  }
}
