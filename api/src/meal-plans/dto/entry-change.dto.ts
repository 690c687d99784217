import { ApiPropertyOptional } from '@nestjs/swagger';
import { MEALS, type Meal } from '@forkful/domain';
import { IsOptionalNotNull } from '../../recipes/dto/recipe-fields';
import { IsMeal, IsPlanDate, IsPlanNote, IsPlanServings } from './entry-fields';

export const ENTRY_CHANGE_FIELDS = ['date', 'meal', 'servings', 'note'] as const;
export const NOTHING_TO_CHANGE = `Send at least one of: ${ENTRY_CHANGE_FIELDS.join(', ')}`;

/** PATCH /meal-plan/entries/{entryId}: moves an entry (date, meal), changes its servings or note. At least one field. */
export class EntryChangeDto {
  @ApiPropertyOptional({ example: '2025-06-04', description: 'Moves it to that day (refused when that day is full)' })
  @IsOptionalNotNull()
  @IsPlanDate()
  date?: string;

  @ApiPropertyOptional({ enum: MEALS })
  @IsOptionalNotNull()
  @IsMeal()
  meal?: Meal;

  @ApiPropertyOptional({ type: 'integer' })
  @IsOptionalNotNull()
  @IsPlanServings()
  servings?: number;

  @ApiPropertyOptional({ description: 'Trimmed; an empty string removes the note' })
  @IsOptionalNotNull()
  @IsPlanNote()
  note?: string;
}
