import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { COLLECTION_MESSAGES } from '@forkful/domain';
import { isValidObjectId, Types } from 'mongoose';
import { OBJECT_ID_PATTERN } from '../common/object-id.pipe';

/** A validated collection id (an interface, as RecipeId is, so the global ValidationPipe leaves it alone). */
export interface CollectionId extends Types.ObjectId {}

/**
 * Collection ids in paths: a malformed id names no collection, so it is the same 404 as an unknown one (or another
 * cook's private one).
 */
@Injectable()
export class ParseCollectionIdPipe implements PipeTransform<unknown, CollectionId> {
  static readonly openApiSchema = { type: 'string', pattern: OBJECT_ID_PATTERN.source };
  static readonly openApiDescription =
    `A collection id (24 hex digits); any other value, or another cook's private or hidden collection, is answered 404 ${COLLECTION_MESSAGES.notFound}`;

  transform(value: unknown): CollectionId {
    if (typeof value !== 'string' || !OBJECT_ID_PATTERN.test(value) || !isValidObjectId(value)) {
      throw new NotFoundException(COLLECTION_MESSAGES.notFound);
    }
    return new Types.ObjectId(value);
  }
}
