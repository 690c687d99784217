import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse,
  ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES, type Collection, type CollectionSummary } from '@forkful/domain';
import { Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { ParseRecipeIdPipe, RecipeId } from '../common/object-id.pipe';
import { RECIPE_NOT_FOUND } from '../recipes/recipe-ownership';
import { CollectionId, ParseCollectionIdPipe } from './collection-id.pipe';
import { CollectionRecipesService } from './collection-recipes.service';
import { CollectionsService, ONLY_OWN_COLLECTIONS } from './collections.service';
import { COLLECTION_CHANGE_FIELDS, CollectionChangeDto, NOTHING_TO_CHANGE } from './dto/collection-change.dto';
import { CollectionOrderDto } from './dto/collection-order.dto';
import { CollectionResponse, CollectionSummaryResponse } from './dto/collection-responses.dto';
import { ContainingQueryDto } from './dto/containing-query.dto';
import { NewCollectionDto } from './dto/new-collection.dto';
import { OptionalCaller, OptionalCallerGuard } from './optional-caller';

const { perUser, recipesMax } = COLLECTION_LIMITS;
const NOT_FOUND = {
  type: ErrorResponse,
  description: `${COLLECTION_MESSAGES.notFound}: unknown, malformed, or another cook's private or hidden collection`,
};
const NOT_YOURS = { type: ErrorResponse, description: `${ONLY_OWN_COLLECTIONS}: another cook's public collection` };

/**
 * Collections of recipes. Lists and writes are the caller's own (keyed by the token's uid); a collection's page is
 * public when the collection is, and a private or hidden one is 404 to all but its owner. A cook's public collections
 * are CookCollectionsController's (GET /cooks/{uid}/collections).
 */
@ApiTags('collections')
@Controller('collections')
export class CollectionsController {
  constructor(
    private readonly collections: CollectionsService,
    private readonly collectionRecipes: CollectionRecipesService,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "The caller's collections, the most recently changed first", description: `At most ${perUser}.` })
  @ApiOkResponse({ type: CollectionSummaryResponse, isArray: true, description: 'With `containing`, each has `contains`; each has `hidden`' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'containing is not a recipe id, or an unknown parameter' })
  mine(@Query() query: ContainingQueryDto, @CurrentUser() user: AuthUser): Promise<CollectionSummary[]> {
    return this.collections.mine(user.uid, query.containing === undefined ? undefined : new Types.ObjectId(query.containing));
  }

  @Post()
  @SignedIn()
  @ApiOperation({ summary: 'Create an empty collection (private unless told)' })
  @ApiCreatedResponse({ type: CollectionResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid input (the message lists every problem)' })
  @ApiConflictResponse({ type: ErrorResponse, description: `${COLLECTION_MESSAGES.tooMany}: the caller has ${perUser} already` })
  create(@Body() input: NewCollectionDto, @CurrentUser() user: AuthUser): Promise<Collection> {
    return this.collections.create(user, input);
  }

  @Get(':collectionId')
  @UseGuards(OptionalCallerGuard)
  @ApiOperation({
    summary: 'A collection and its recipes, in its order',
    description:
      'Public collections to anyone, no token needed; a private or hidden one only to its owner (send the token). ' +
      'A token that is sent is checked: a refused one is a 401, not an anonymous read.',
    // No token, or a bearer token: either may call it.
    security: [{}, { bearer: [] }],
  })
  @ApiOkResponse({ type: CollectionResponse, description: '`hidden` only to the owner' })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'A token was sent and refused (malformed, expired or invalid)' })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('collectionId', ParseCollectionIdPipe) id: CollectionId, @OptionalCaller() caller: AuthUser | null): Promise<Collection> {
    return this.collections.get(id, caller);
  }

  @Patch(':collectionId')
  @SignedIn()
  @ApiOperation({ summary: "Change a collection's title, description or visibility (its owner only)" })
  @ApiBody({ type: CollectionChangeDto, description: `${NOTHING_TO_CHANGE}. An empty description removes it.` })
  @ApiOkResponse({ type: CollectionSummaryResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid input, or no field' })
  @ApiForbiddenResponse(NOT_YOURS)
  @ApiNotFoundResponse(NOT_FOUND)
  change(@Param('collectionId', ParseCollectionIdPipe) id: CollectionId, @Body() change: CollectionChangeDto, @CurrentUser() user: AuthUser): Promise<CollectionSummary> {
    if (COLLECTION_CHANGE_FIELDS.every((field) => change[field] === undefined)) throw new BadRequestException(NOTHING_TO_CHANGE);
    return this.collections.change(id, user, change);
  }

  @Delete(':collectionId')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a collection (its owner only); its recipes stay' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse(NOT_YOURS)
  @ApiNotFoundResponse(NOT_FOUND)
  async remove(@Param('collectionId', ParseCollectionIdPipe) id: CollectionId, @CurrentUser() user: AuthUser): Promise<void> {
    await this.collections.remove(id, user);
  }

  @Put(':collectionId/recipes/:recipeId')
  @SignedIn()
  @ApiOperation({ summary: 'Add a recipe at the end of a collection (its owner only)' })
  @ApiOkResponse({ type: CollectionSummaryResponse })
  @ApiForbiddenResponse(NOT_YOURS)
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${NOT_FOUND.description}; or ${RECIPE_NOT_FOUND}: an unknown or malformed recipe id` })
  @ApiConflictResponse({ type: ErrorResponse, description: `${COLLECTION_MESSAGES.alreadyIn}; or ${COLLECTION_MESSAGES.full} (${recipesMax})` })
  addRecipe(
    @Param('collectionId', ParseCollectionIdPipe) id: CollectionId,
    @Param('recipeId', ParseRecipeIdPipe) recipeId: RecipeId,
    @CurrentUser() user: AuthUser,
  ): Promise<CollectionSummary> {
    return this.collectionRecipes.add(id, recipeId, user);
  }

  @Delete(':collectionId/recipes/:recipeId')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Take a recipe out of a collection (its owner only)' })
  @ApiNoContentResponse({ description: 'Taken out' })
  @ApiForbiddenResponse(NOT_YOURS)
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${NOT_FOUND.description}; ${COLLECTION_MESSAGES.notIn}; or a malformed recipe id` })
  async removeRecipe(
    @Param('collectionId', ParseCollectionIdPipe) id: CollectionId,
    @Param('recipeId', ParseRecipeIdPipe) recipeId: RecipeId,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    await this.collectionRecipes.remove(id, recipeId, user);
  }

  @Put(':collectionId/order')
  @SignedIn()
  @ApiOperation({ summary: "Reorder a collection's recipes (its owner only)" })
  @ApiOkResponse({ type: CollectionResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: `Invalid input, or ${COLLECTION_MESSAGES.orderMismatch}` })
  @ApiForbiddenResponse(NOT_YOURS)
  @ApiNotFoundResponse(NOT_FOUND)
  reorder(@Param('collectionId', ParseCollectionIdPipe) id: CollectionId, @Body() input: CollectionOrderDto, @CurrentUser() user: AuthUser): Promise<Collection> {
    return this.collectionRecipes.reorder(id, input.recipeIds, user);
  }
}
