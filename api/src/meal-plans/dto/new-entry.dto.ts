import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MEAL_PLAN_LIMITS, MEALS, type Meal } from '@forkful/domain';
import { IsMongoId } from 'class-validator';
import { IsOptionalNotNull } from '../../recipes/dto/recipe-fields';
import { IsMeal, IsPlanDate, IsPlanNote, IsPlanServings } from './entry-fields';

/** POST /meal-plan/entries. The owner is the token's account, never a field. */
export class NewEntryDto {
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7b', description: 'An existing recipe (else 404 Recipe not found)' })
  @IsMongoId({ message: 'recipeId must be a recipe id (24 hex digits)' })
  recipeId: string;

  @ApiProperty({ example: '2025-06-03', description: `Within ${MEAL_PLAN_LIMITS.daysFromToday} days of today (UTC); a day holds at most ${MEAL_PLAN_LIMITS.entriesPerDay} entries` })
  @IsPlanDate()
  date: string;

  @ApiProperty({ enum: MEALS })
  @IsMeal()
  meal: Meal;

  @ApiPropertyOptional({ type: 'integer', description: `Default: the recipe's servings, else ${MEAL_PLAN_LIMITS.defaultServings}` })
  @IsOptionalNotNull()
  @IsPlanServings()
  servings?: number;

  @ApiPropertyOptional({ description: 'Trimmed; default none' })
  @IsOptionalNotNull()
  @IsPlanNote()
  note?: string;
}
