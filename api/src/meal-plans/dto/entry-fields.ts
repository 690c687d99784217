import { applyDecorators } from '@nestjs/common';
import { MEAL_PLAN_LIMITS, MEALS } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { trimString } from '../../recipes/dto/transforms';
import { PLAN_DATE_MESSAGE, PLAN_DATE_PATTERN } from '../plan-dates';

/**
 * The rules of an entry's fields, one declaration for adding (NewEntryDto) and changing (EntryChangeDto). Whether the
 * day is within reach of today, and not full, is the service's (it needs the clock and the plan).
 * Decorators listed bottom-up, the order a stack of them runs in.
 */
export const IsPlanDate = () => applyDecorators(Matches(PLAN_DATE_PATTERN, { message: PLAN_DATE_MESSAGE('date') }), IsString());

export const IsMeal = () => IsIn(MEALS, { message: `meal must be one of: ${MEALS.join(', ')}` });

export const IsPlanServings = () =>
  applyDecorators(
    Max(MEAL_PLAN_LIMITS.servingsMax),
    Min(MEAL_PLAN_LIMITS.servingsMin),
    IsInt({ message: 'servings must be a whole number' }),
  );

/** Trimmed; empty is no note. */
export const IsPlanNote = () => applyDecorators(MaxLength(MEAL_PLAN_LIMITS.textLength), IsString(), Transform(trimString));
