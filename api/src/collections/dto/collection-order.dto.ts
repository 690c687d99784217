import { ApiProperty } from '@nestjs/swagger';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from '@forkful/domain';
import { ArrayMaxSize, IsArray, IsMongoId } from 'class-validator';

const { recipesMax } = COLLECTION_LIMITS;

/** PUT /collections/{collectionId}/order: every recipe id of the collection once, in the new order. */
export class CollectionOrderDto {
  @ApiProperty({
    type: [String],
    maxItems: recipesMax,
    example: ['665f1c2e8a1b2c3d4e5f6a7b', '665f1c2e8a1b2c3d4e5f6a7c'],
    description: `Each of the collection's recipe ids once, in the new order (else 400 "${COLLECTION_MESSAGES.orderMismatch}")`,
  })
  @IsMongoId({ each: true, message: 'each of recipeIds must be a recipe id (24 hex digits)' })
  @ArrayMaxSize(recipesMax, { message: `recipeIds must list at most ${recipesMax} ids` })
  @IsArray({ message: 'recipeIds must be an array of recipe ids' })
  recipeIds: string[];
}
