import { Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CookProfile, PublicRecipe } from '@forkful/domain';
import type { FastifyReply } from 'fastify';
import { ControllerWithAliases } from '../common/controller-with-aliases';
import { COOK_NOT_FOUND, CookUid, ParseCookUidPipe } from '../common/cook-uid.pipe';
import { ErrorResponse } from '../common/error-response.dto';
import { PageQueryDto } from '../common/page-query.dto';
import { CooksService } from './cooks.service';
import { COOKS_LIST_MAX, CooksWithRecipes, CookWithRecipes } from './cooks-with-recipes';
import { CookProfileResponse, CookWithRecipesResponse, PublicRecipeResponse } from './dto/cook-responses.dto';
import { CooksQueryDto } from './dto/cooks-query.dto';

/**
 * Cooks' public pages (the shell's /cooks/{uid}): anyone may read them; they never show an email. Also at /authors,
 * their first name, for remotes and shells built before the rename.
 */
@ApiTags('cooks')
@ControllerWithAliases('cooks', ['authors'])
export class CooksController {
  constructor(
    private readonly cooks: CooksService,
    private readonly cooksWithRecipes: CooksWithRecipes,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Every cook with at least one recipe, the most recently changed first (for the sitemap)',
    description:
      `At most \`limit\` (default and most ${COOKS_LIST_MAX}, the sitemap protocol's limit). \`updatedAt\`: the newest change ` +
      "to one of the cook's recipes (added, edited, liked). Built from every recipe and shared: it may lag a change by a few seconds.",
  })
  @ApiOkResponse({ type: CookWithRecipesResponse, isArray: true, description: 'The cooks, the most recently changed first (ties by uid); [] when there are no recipes' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: `limit is not a whole number from 1 to ${COOKS_LIST_MAX}, or an unknown parameter` })
  list(@Query() query: CooksQueryDto): Promise<CookWithRecipes[]> {
    return this.cooksWithRecipes.newestFirst(query.limit);
  }

  @Get(':uid')
  @ApiOperation({ summary: "A cook's public profile: name, picture and how many recipes they shared" })
  @ApiOkResponse({ type: CookProfileResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${COOK_NOT_FOUND}: no such account and no recipes by that uid, or a malformed uid` })
  profile(@Param('uid', ParseCookUidPipe) uid: CookUid): Promise<CookProfile> {
    return this.cooks.profile(uid);
  }

  @Get(':uid/recipes')
  @ApiOperation({ summary: "A cook's recipes, newest first (the list shape without the author's email)" })
  @ApiOkResponse({
    type: PublicRecipeResponse,
    isArray: true,
    headers: { 'X-Total-Count': { description: 'How many recipes the cook has', schema: { type: 'integer' } } },
    description: 'An unknown cook (well-formed uid) has no recipes: [] with X-Total-Count 0',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'page or limit out of range, or an unknown parameter' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${COOK_NOT_FOUND}: a malformed uid` })
  async recipes(
    @Param('uid', ParseCookUidPipe) uid: CookUid,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<PublicRecipe[]> {
    const { recipes, total } = await this.cooks.recipesOf(uid, query);
    response.header('X-Total-Count', String(total));
    return recipes;
  }
}
