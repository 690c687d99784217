import { ApiProperty } from '@nestjs/swagger';
import { MEAL_PLAN_LIMITS } from '@forkful/domain';
import { IsString, Matches } from 'class-validator';
import { PLAN_DATE_MESSAGE, PLAN_DATE_PATTERN } from '../plan-dates';

const RANGE_RULES =
  `Both days included; from on or before to, at most ${MEAL_PLAN_LIMITS.rangeDays} days, ` +
  `each within ${MEAL_PLAN_LIMITS.daysFromToday} days of today (UTC)`;

/** GET /meal-plan?from&to and the body of POST /shopping-list/build: a range of days. */
export class PlanRangeDto {
  @ApiProperty({ example: '2025-06-02', description: `The first day. ${RANGE_RULES}` })
  @IsString()
  @Matches(PLAN_DATE_PATTERN, { message: PLAN_DATE_MESSAGE('from') })
  from: string;

  @ApiProperty({ example: '2025-06-08', description: `The last day. ${RANGE_RULES}` })
  @IsString()
  @Matches(PLAN_DATE_PATTERN, { message: PLAN_DATE_MESSAGE('to') })
  to: string;
}
