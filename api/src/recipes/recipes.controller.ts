import { Controller, Get, Inject, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Recipe as RecipeView, RecipeStats } from '@forkful/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { ParseRecipeIdPipe, RecipeId } from '../common/object-id.pipe';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { SharedRecipeReads } from './cache/shared-recipe-reads';
import { ListRecipesQueryDto } from './dto/list-recipes-query.dto';
import { RecipeResponse, RecipeStatsResponse } from './dto/recipe-responses.dto';
import { RecipeQueriesService, TOP_RECIPES_COUNT } from './recipe-queries.service';
import { RecipeStatsService } from './recipe-stats.service';
import { sendUnpaged } from './unpaged-recipes';

/** The public reads, plus the dashboard stats. */
@ApiTags('recipes')
@Controller()
export class RecipesController {
  constructor(
    private readonly queries: RecipeQueriesService,
    private readonly sharedReads: SharedRecipeReads,
    private readonly statistics: RecipeStatsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get('top-recipes')
  @ApiOperation({ summary: `The ${TOP_RECIPES_COUNT} most-liked recipes` })
  @ApiOkResponse({ type: RecipeResponse, isArray: true })
  top(): Promise<RecipeView[]> {
    return this.sharedReads.top();
  }

  @Get('recipes')
  @ApiOperation({
    summary: 'All recipes, or one page of them',
    description:
      'Without a query (compatibility form): every recipe, newest first, up to UNPAGED_RECIPES_LIMIT (default 1000), ' +
      'the limit in X-Result-Limit and, when recipes were left out, a Link rel="next" to the paged form. ' +
      'With any of cuisine, sort, page, limit, q: that page (default limit 8, newest first). ' +
      'The total matching is in the X-Total-Count header.',
  })
  @ApiOkResponse({
    type: RecipeResponse,
    isArray: true,
    headers: {
      'X-Total-Count': { description: 'Total matching', schema: { type: 'integer' } },
      'X-Result-Limit': { description: 'Without a query: the most recipes this form returns', schema: { type: 'integer' } },
      Link: { description: 'Without a query, when recipes were left out: <…/recipes?page=…&limit=…>; rel="next"', schema: { type: 'string' } },
    },
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListRecipesQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<RecipeView[] | StreamableFile> {
    const paged = Object.values(query).some((value) => value !== undefined);
    if (!paged) return sendUnpaged(await this.sharedReads.unpaged(), this.config.publicUrl, request, response);
    const { recipes, total } = await this.queries.page(query);
    response.header('X-Total-Count', String(total));
    return recipes;
  }

  @Get('recipes/stats')
  @SignedIn()
  @ApiOperation({ summary: 'Dashboard overview totals' })
  @ApiOkResponse({ type: RecipeStatsResponse })
  stats(@CurrentUser() user: AuthUser): Promise<RecipeStats> {
    return this.statistics.stats(user);
  }

  @Get('recipes/:id')
  @ApiOperation({ summary: 'One recipe' })
  @ApiOkResponse({ type: RecipeResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown or malformed id' })
  findOne(@Param('id', ParseRecipeIdPipe) id: RecipeId): Promise<RecipeView> {
    return this.queries.findOne(id);
  }
}
