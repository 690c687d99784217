import { Controller, Delete, Param, Patch } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { LikeRecipeResponse as LikeResult } from '@forkful/domain';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { ParseRecipeIdPipe, RecipeId } from '../common/object-id.pipe';
import { LikeRecipeResponse } from './dto/like-recipe-response.dto';
import { LikesService } from './likes.service';

@ApiTags('likes')
@Controller('recipes/like')
export class LikesController {
  constructor(private readonly likesService: LikesService) {}

  @Patch(':id')
  @SignedIn()
  @ApiOperation({ summary: "Add the caller's like (once per user; not on your own recipe)" })
  @ApiOkResponse({ type: LikeRecipeResponse, description: 'The new likeCount' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'You cannot like your own recipe' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such recipe' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'You already liked this recipe' })
  like(@Param('id', ParseRecipeIdPipe) id: RecipeId, @CurrentUser() user: AuthUser): Promise<LikeResult> {
    return this.likesService.like(id, user);
  }

  @Delete(':id')
  @SignedIn()
  @ApiOperation({ summary: "Remove the caller's like" })
  @ApiOkResponse({ type: LikeRecipeResponse, description: 'The new likeCount' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such recipe' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'You have not liked this recipe' })
  unlike(@Param('id', ParseRecipeIdPipe) id: RecipeId, @CurrentUser() user: AuthUser): Promise<LikeResult> {
    return this.likesService.unlike(id, user);
  }
}
