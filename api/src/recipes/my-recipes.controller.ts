import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AddRecipeResponse as AddRecipeResult, DeleteRecipeResponse as DeleteRecipeResult, Recipe as RecipeView } from '@forkful/domain';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { ParseRecipeIdPipe, RecipeId } from '../common/object-id.pipe';
import { CreateRecipeDto } from './dto/create-recipe.dto';
import { MyRecipesQueryDto } from './dto/my-recipes-query.dto';
import {
  AddRecipeResponse,
  DeleteRecipeResponse,
  RecipeResponse,
  UpdateRecipeResponse,
} from './dto/recipe-responses.dto';
import { PREP_TIMES_DISAGREE, toRecipeEdit } from './dto/recipe-edit';
import { UpdateRecipeDto } from './dto/update-recipe.dto';
import { RecipeQueriesService } from './recipe-queries.service';
import { RecipeWritesService } from './recipe-writes.service';

/** The signed-in user's own recipes: add, list, edit, delete. Ownership is checked here, on the server. */
@ApiTags('my recipes')
@SignedIn()
@Controller()
export class MyRecipesController {
  constructor(
    private readonly queries: RecipeQueriesService,
    private readonly writes: RecipeWritesService,
  ) {}

  @Post('add-recipe')
  @ApiOperation({ summary: 'Add a recipe (author from the token, likeCount 0)' })
  @ApiCreatedResponse({ type: AddRecipeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'The account has no email address' })
  add(@Body() dto: CreateRecipeDto, @CurrentUser() user: AuthUser): Promise<AddRecipeResult> {
    return this.writes.create(dto, user);
  }

  @Get('my-recipes')
  @ApiOperation({ summary: "The caller's recipes; another user's email gets 403" })
  @ApiOkResponse({ type: RecipeResponse, isArray: true })
  @ApiForbiddenResponse({ type: ErrorResponse })
  mine(@Query() query: MyRecipesQueryDto, @CurrentUser() user: AuthUser): Promise<RecipeView[]> {
    return this.queries.mine(user, query.email);
  }

  @Put('my-recipes/:id')
  @ApiOperation({ summary: 'Edit your recipe (preparationTime or prepTime; categories as array or comma string)' })
  @ApiBody({
    type: UpdateRecipeDto,
    description: `prepTime and preparationTime: at least one; when both are sent they must be equal (400 "${PREP_TIMES_DISAGREE}")`,
  })
  @ApiOkResponse({ type: UpdateRecipeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your recipe' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  update(
    @Param('id', ParseRecipeIdPipe) id: RecipeId,
    @Body() dto: UpdateRecipeDto,
    @CurrentUser() user: AuthUser,
  ): Promise<{ message: string; recipe: RecipeView }> {
    return this.writes.update(id, toRecipeEdit(dto), user);
  }

  @Delete('my-recipes/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete your recipe and its likes' })
  @ApiOkResponse({ type: DeleteRecipeResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your recipe' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  remove(@Param('id', ParseRecipeIdPipe) id: RecipeId, @CurrentUser() user: AuthUser): Promise<DeleteRecipeResult> {
    return this.writes.remove(id, user);
  }
}
