import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthorProfile, PublicRecipe } from '@forkful/contracts/core';
import type { FastifyReply } from 'fastify';
import { AuthorUid, ParseAuthorUidPipe } from '../common/author-uid.pipe';
import { ErrorResponse } from '../common/error-response.dto';
import { PageQueryDto } from '../common/page-query.dto';
import { AuthorsService } from './authors.service';
import { AuthorProfileResponse, PublicRecipeResponse } from './dto/author-responses.dto';

/** Public author pages (the shell's /cooks/{uid}): anyone may read them; they never show an email. */
@ApiTags('authors')
@Controller('authors')
export class AuthorsController {
  constructor(private readonly authors: AuthorsService) {}

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
