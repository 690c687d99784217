import { BadRequestException, Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse, ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags,
} from '@nestjs/swagger';
import { MEAL_PLAN_LIMITS, type MealPlanEntry } from '@forkful/domain';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { RECIPE_NOT_FOUND } from '../recipes/recipe-ownership';
import { JSON_CONTENT_TYPE } from '../common/json-bytes';
import { ENTRY_CHANGE_FIELDS, EntryChangeDto, NOTHING_TO_CHANGE } from './dto/entry-change.dto';
import { MealPlanEntryResponse, MealPlanRangeResponse } from './dto/meal-plan-responses.dto';
import { NewEntryDto } from './dto/new-entry.dto';
import { PlanRangeDto } from './dto/plan-range.dto';
import { ENTRY_NOT_FOUND, EntryId, ParseEntryIdPipe } from './entry-id.pipe';
import { MealPlansService } from './meal-plans.service';

const { entriesPerDay, daysFromToday, rangeDays } = MEAL_PLAN_LIMITS;
const NO_SUCH_ENTRY = { type: ErrorResponse, description: `${ENTRY_NOT_FOUND}: unknown, malformed, or another cook's` };

/** The caller's meal plan (the planner's /plan). Keyed by the token's uid: nobody sees or changes another's plan. */
@ApiTags('meal-plan')
@SignedIn()
@Controller('meal-plan')
export class MealPlansController {
  constructor(private readonly mealPlans: MealPlansService) {}

  @Get()
  @Header('Content-Type', JSON_CONTENT_TYPE) // a MealPlanRange, serialized once and cached (MealPlansService.rangeJson)
  @ApiOperation({ summary: "The caller's entries from `from` to `to` (both included), by date, meal, then when added" })
  @ApiOkResponse({ type: MealPlanRangeResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: `A day not written YYYY-MM-DD or not in the calendar, beyond ${daysFromToday} days of today, from after to, more than ${rangeDays} days, or an unknown parameter`,
  })
  range(@Query() query: PlanRangeDto, @CurrentUser() user: AuthUser): Promise<Buffer> {
    return this.mealPlans.rangeJson(user.uid, query.from, query.to);
  }

  @Post('entries')
  @ApiOperation({ summary: 'Plan a recipe on a day and meal', description: "A snapshot of the recipe's title and picture is kept for when its author deletes it." })
  @ApiCreatedResponse({ type: MealPlanEntryResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: `Invalid input, a day beyond ${daysFromToday} days of today, or the day already has ${entriesPerDay} entries` })
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${RECIPE_NOT_FOUND}: no recipe with that id` })
  add(@Body() input: NewEntryDto, @CurrentUser() user: AuthUser): Promise<MealPlanEntry> {
    return this.mealPlans.add(user.uid, input);
  }

  @Patch('entries/:entryId')
  @ApiOperation({ summary: 'Move an entry (date, meal), or change its servings or note' })
  @ApiBody({ type: EntryChangeDto, description: `${NOTHING_TO_CHANGE}. Moving into a day that has ${entriesPerDay} entries is refused.` })
  @ApiOkResponse({ type: MealPlanEntryResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: `Invalid input, no field, a day beyond ${daysFromToday} days of today, or a full day` })
  @ApiNotFoundResponse(NO_SUCH_ENTRY)
  change(@Param('entryId', ParseEntryIdPipe) id: EntryId, @Body() change: EntryChangeDto, @CurrentUser() user: AuthUser): Promise<MealPlanEntry> {
    if (ENTRY_CHANGE_FIELDS.every((field) => change[field] === undefined)) throw new BadRequestException(NOTHING_TO_CHANGE);
    return this.mealPlans.change(user.uid, id, change);
  }

  @Delete('entries/:entryId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove an entry from the plan' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse(NO_SUCH_ENTRY)
  async remove(@Param('entryId', ParseEntryIdPipe) id: EntryId, @CurrentUser() user: AuthUser): Promise<void> {
    await this.mealPlans.remove(user.uid, id);
  }
}
