import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags,
} from '@nestjs/swagger';
import { MEAL_PLAN_LIMITS, type ShoppingItem, type ShoppingList } from '@forkful/domain';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { JSON_CONTENT_TYPE } from '../common/json-bytes';
import { PlanRangeDto } from '../meal-plans/dto/plan-range.dto';
import { ItemCheckDto } from './dto/item-check.dto';
import { NewItemDto } from './dto/new-item.dto';
import { ShoppingItemResponse, ShoppingListResponse } from './dto/shopping-list-responses.dto';
import { ITEM_NOT_FOUND, ItemId, ParseItemIdPipe } from './item-id.pipe';
import { BUILD_RACED, ShoppingListsService } from './shopping-lists.service';

const { itemsPerList, rangeDays, daysFromToday } = MEAL_PLAN_LIMITS;
const NO_SUCH_ITEM = { type: ErrorResponse, description: `${ITEM_NOT_FOUND}: unknown, malformed, or another cook's` };

/** The caller's shopping list (the planner's /shopping-list), one per account, keyed by the token's uid. */
@ApiTags('shopping-list')
@SignedIn()
@Controller('shopping-list')
export class ShoppingListsController {
  constructor(private readonly shoppingLists: ShoppingListsService) {}

  @Get()
  @Header('Content-Type', JSON_CONTENT_TYPE) // a ShoppingList, serialized once and cached (ShoppingListsService.getJson)
  @ApiOperation({ summary: "The caller's shopping list; before the first build or item, no range and no items" })
  @ApiOkResponse({ type: ShoppingListResponse })
  get(@CurrentUser() user: AuthUser): Promise<Buffer> {
    return this.shoppingLists.getJson(user.uid);
  }

  @Post('build')
  @HttpCode(200)
  @ApiOperation({
    summary: "Build the list again from the plan's days from `from` to `to` (both included)",
    description:
      "Each planned recipe's ingredients scaled to the entry's servings and merged across recipes; recipes deleted since " +
      "they were planned are left out. The cook's own items stay, and the checks of built items still on the list.",
  })
  @ApiOkResponse({ type: ShoppingListResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: `Days not YYYY-MM-DD, beyond ${daysFromToday} days of today, from after to or more than ${rangeDays} days; or more than ${itemsPerList} items in all (nothing changed)`,
  })
  @ApiConflictResponse({ type: ErrorResponse, description: BUILD_RACED })
  build(@Body() range: PlanRangeDto, @CurrentUser() user: AuthUser): Promise<ShoppingList> {
    return this.shoppingLists.build(user.uid, range.from, range.to);
  }

  @Post('items')
  @ApiOperation({ summary: "Add the cook's own item" })
  @ApiCreatedResponse({ type: ShoppingItemResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: `Empty or too long text, or the list already has ${itemsPerList} items` })
  addItem(@Body() input: NewItemDto, @CurrentUser() user: AuthUser): Promise<ShoppingItem> {
    return this.shoppingLists.addItem(user.uid, input.text);
  }

  @Patch('items/:itemId')
  @ApiOperation({ summary: 'Check an item off, or back on' })
  @ApiOkResponse({ type: ShoppingItemResponse })
  @ApiNotFoundResponse(NO_SUCH_ITEM)
  check(@Param('itemId', ParseItemIdPipe) id: ItemId, @Body() input: ItemCheckDto, @CurrentUser() user: AuthUser): Promise<ShoppingItem> {
    return this.shoppingLists.check(user.uid, id, input.checked);
  }

  @Delete('items/:itemId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove an item (built or own)' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse(NO_SUCH_ITEM)
  async removeItem(@Param('itemId', ParseItemIdPipe) id: ItemId, @CurrentUser() user: AuthUser): Promise<void> {
    await this.shoppingLists.removeItem(user.uid, id);
  }

  @Post('clear-checked')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove every checked item; the list as it is then' })
  @ApiOkResponse({ type: ShoppingListResponse })
  clearChecked(@CurrentUser() user: AuthUser): Promise<ShoppingList> {
    return this.shoppingLists.clearChecked(user.uid);
  }
}
