import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { isValidObjectId, Types } from 'mongoose';
import { OBJECT_ID_PATTERN } from '../common/object-id.pipe';

export const ITEM_NOT_FOUND = 'Shopping item not found';

/** A validated shopping item id (an interface, as RecipeId is, so the global ValidationPipe leaves it alone). */
export interface ItemId extends Types.ObjectId {}

/** Item ids in paths: a malformed id names no item, so it is the same 404 as an unknown one (or another cook's). */
@Injectable()
export class ParseItemIdPipe implements PipeTransform<string, ItemId> {
  static readonly openApiSchema = { type: 'string', pattern: OBJECT_ID_PATTERN.source };
  static readonly openApiDescription = `A shopping item id (24 hex digits); any other value, or another cook's item, is answered 404 ${ITEM_NOT_FOUND}`;

  transform(value: string): ItemId {
    if (typeof value !== 'string' || !OBJECT_ID_PATTERN.test(value) || !isValidObjectId(value)) {
      throw new NotFoundException(`${ITEM_NOT_FOUND}: "${String(value).slice(0, 40)}" is not a valid item id`);
    }
    return new Types.ObjectId(value);
  }
}
