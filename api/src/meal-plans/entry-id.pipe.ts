import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { isValidObjectId, Types } from 'mongoose';
import { OBJECT_ID_PATTERN } from '../common/object-id.pipe';

export const ENTRY_NOT_FOUND = 'Meal plan entry not found';

/** A validated entry id (an interface, as RecipeId is, so the global ValidationPipe leaves it alone). */
export interface EntryId extends Types.ObjectId {}

/** Entry ids in paths: a malformed id names no entry, so it is the same 404 as an unknown one (or another cook's). */
@Injectable()
export class ParseEntryIdPipe implements PipeTransform<string, EntryId> {
  static readonly openApiSchema = { type: 'string', pattern: OBJECT_ID_PATTERN.source };
  static readonly openApiDescription = `A meal plan entry id (24 hex digits); any other value, or another cook's entry, is answered 404 ${ENTRY_NOT_FOUND}`;

  transform(value: string): EntryId {
    if (typeof value !== 'string' || !OBJECT_ID_PATTERN.test(value) || !isValidObjectId(value)) {
      throw new NotFoundException(`${ENTRY_NOT_FOUND}: "${String(value).slice(0, 40)}" is not a valid entry id`);
    }
    return new Types.ObjectId(value);
  }
}
