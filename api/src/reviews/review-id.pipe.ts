import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { REVIEW_MESSAGES } from '@forkful/domain';
import { isValidObjectId, Types } from 'mongoose';
import { OBJECT_ID_PATTERN } from '../common/object-id.pipe';

/** A validated review id (an interface, as RecipeId is, so the global ValidationPipe leaves it alone). */
export interface ReviewId extends Types.ObjectId {}

/** Review ids in paths: a malformed id names no review, so it is the same 404 as an unknown one. */
@Injectable()
export class ParseReviewIdPipe implements PipeTransform<string, ReviewId> {
  static readonly openApiSchema = { type: 'string', pattern: OBJECT_ID_PATTERN.source };
  static readonly openApiDescription = `A review id (24 hex digits); any other value is answered 404 ${REVIEW_MESSAGES.reviewNotFound}`;

  transform(value: string): ReviewId {
    if (typeof value !== 'string' || !OBJECT_ID_PATTERN.test(value) || !isValidObjectId(value)) {
      throw new NotFoundException(`${REVIEW_MESSAGES.reviewNotFound}: "${String(value).slice(0, 40)}" is not a valid review id`);
    }
    return new Types.ObjectId(value);
  }
}
