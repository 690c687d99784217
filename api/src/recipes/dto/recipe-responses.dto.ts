import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORIES, CUISINES, API_MESSAGES, RECIPE_LIMITS, REVIEW_LIMITS } from '@forkful/domain';

/** A recipe as every call returns it: both prep-time readings, categories always an array. */
export class RecipeResponse {
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7b' }) _id: string;
  @ApiProperty() image: string;
  @ApiPropertyOptional({ description: "The photo's description (alt text), when the cook gave one" }) imageAlt?: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Comma-separated' }) ingredients: string;
  @ApiProperty() instructions: string;
  @ApiProperty({ enum: CUISINES }) cuisineType: string;
  @ApiProperty({ description: 'Integer minutes' }) prepTime: number;
  @ApiProperty({ description: 'Same value as prepTime (the edit form reading)' }) preparationTime: number;
  @ApiProperty({ enum: CATEGORIES, isArray: true }) categories: string[];
  @ApiProperty() likeCount: number;
  @ApiPropertyOptional({
    minimum: REVIEW_LIMITS.ratingMin,
    maximum: REVIEW_LIMITS.ratingMax,
    example: 4.5,
    description: 'The average of its ratings to one decimal, when at least one cook rated it (with ratingCount)',
  })
  ratingAverage?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'How many cooks rated it, when at least one did' })
  ratingCount?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: RECIPE_LIMITS.servingsMin, maximum: RECIPE_LIMITS.servingsMax, description: 'How many people it serves, when the cook said' })
  servings?: number;
  @ApiPropertyOptional({ description: 'The web page it was imported from, when it was' })
  sourceUrl?: string;
  @ApiProperty() authorName: string;
  @ApiProperty() authorEmail: string;
  @ApiPropertyOptional({ description: "The author's account id: their public page is GET /cooks/{uid} (absent on older recipes)" })
  authorUid?: string;
  @ApiPropertyOptional() createdAt?: string;
  @ApiPropertyOptional() updatedAt?: string;
}

export class RecipeStatsResponse {
  @ApiProperty() totalRecipes: number;
  @ApiProperty({ description: "The caller's recipes" }) myRecipes: number;
  @ApiProperty({ description: 'Sum of likeCount over all recipes' }) totalLikes: number;
}

export class AddRecipeResponse {
  @ApiProperty({ example: true }) acknowledged: boolean;
  @ApiProperty() insertedId: string;
}

export class UpdateRecipeResponse {
  @ApiProperty({ example: API_MESSAGES.updated }) message: string;
  @ApiProperty({ type: RecipeResponse }) recipe: RecipeResponse;
}

export class DeleteRecipeResponse {
  @ApiProperty({ example: 1 }) deletedCount: number;
  @ApiProperty({ example: API_MESSAGES.deleted }) message: string;
}
