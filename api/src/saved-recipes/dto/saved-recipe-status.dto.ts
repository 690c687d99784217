import { ApiProperty } from '@nestjs/swagger';

/** GET /saved-recipes/{recipeId}: whether the caller saved the recipe ("Save recipe" or "Saved"). */
export class SavedRecipeStatusResponse {
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7b' }) recipeId: string;
  @ApiProperty() saved: boolean;
}
