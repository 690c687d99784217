import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MEALS } from '@forkful/domain';

/** The recipe an entry plans: live, or as it was when planned once its author deleted it (removed: true). */
export class PlannedRecipeResponse {
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7b' }) _id: string;
  @ApiProperty({ description: 'The live title, or the title when it was planned if the recipe is gone' }) title: string;
  @ApiProperty() image: string;
  @ApiPropertyOptional() imageAlt?: string;
  @ApiPropertyOptional({ type: 'integer', description: 'The servings the recipe is written for, when it says' }) servings?: number;
  @ApiProperty({ description: 'Its author deleted it: shown as "Recipe removed", left out of the shopping list' }) removed: boolean;
}

export class MealPlanEntryResponse {
  @ApiProperty({ example: '6660a1b2c3d4e5f6a7b8c9d0' }) _id: string;
  @ApiProperty({ example: '2025-06-03' }) date: string;
  @ApiProperty({ enum: MEALS }) meal: string;
  @ApiProperty({ type: 'integer' }) servings: number;
  @ApiProperty({ description: 'Empty when none' }) note: string;
  @ApiProperty({ type: PlannedRecipeResponse }) recipe: PlannedRecipeResponse;
  @ApiProperty() createdAt: string;
}

export class MealPlanRangeResponse {
  @ApiProperty({ example: '2025-06-02' }) from: string;
  @ApiProperty({ example: '2025-06-08' }) to: string;
  @ApiProperty({ type: MealPlanEntryResponse, isArray: true, description: 'By date, meal (breakfast, lunch, dinner), then when added' })
  entries: MealPlanEntryResponse[];
}
