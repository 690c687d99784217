import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthorProfile, PublicRecipe } from '@forkful/contracts/core';
import type { FastifyReply } from 'fastify';
import { AuthorUid, ParseAuthorUidPipe } from '../common/author-uid.pipe';
import { ErrorResponse } from '../common/error-response.dto';
import { PageQueryDto } from '../common/page-query.dto';
import { AuthorsService } from './authors.service';
import { COOKS_LIST_MAX, CooksWithRecipes, CookWithRecipes } from './cooks-with-recipes';
import { AuthorProfileResponse, CookWithRecipesResponse, PublicRecipeResponse } from './dto/author-responses.dto';
import { CooksQueryDto } from './dto/cooks-query.dto';

/** Public author pages (the shell's /cooks/{uid}): anyone may read them; they never show an email. */
@ApiTags('authors')
@Controller('authors')
export class AuthorsController {
  constructor(
    private readonly authors: AuthorsService,
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
  cooks(@Query() query: CooksQueryDto): Promise<CookWithRecipes[]> {
    return this.cooksWithRecipes.newestFirst(query.limit);
  }

  @Get(':uid')
  @ApiOperation({ summary: "An author's public profile: name, picture and how many recipes they shared" })
  @ApiOkResponse({ type: AuthorProfileResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Author not found: no such account and no recipes by that uid, or a malformed uid' })
  profile(@Param('uid', ParseAuthorUidPipe) uid: AuthorUid): Promise<AuthorProfile> {
    return this.authors.profile(uid);
  }

  @Get(':uid/recipes')
  @ApiOperation({ summary: "An author's recipes, newest first (the list shape without the author's email)" })
  @ApiOkResponse({
    type: PublicRecipeResponse,
    isArray: true,
    headers: { 'X-Total-Count': { description: "How many recipes the author has", schema: { type: 'integer' } } },
    description: 'An unknown author (well-formed uid) has no recipes: [] with X-Total-Count 0',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'page or limit out of range, or an unknown parameter' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Author not found: a malformed uid' })
  async recipes(
    @Param('uid', ParseAuthorUidPipe) uid: AuthorUid,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<PublicRecipe[]> {
    const { recipes, total } = await this.authors.recipesOf(uid, query);
    response.header('X-Total-Count', String(total));
    return recipes;
  }
}
