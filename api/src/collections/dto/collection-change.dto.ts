import { ApiPropertyOptional } from '@nestjs/swagger';
import { COLLECTION_LIMITS, COLLECTION_VISIBILITIES, type CollectionVisibility } from '@forkful/domain';
import { IsOptionalNotNull } from '../../recipes/dto/recipe-fields';
import { IsCollectionDescription, IsCollectionTitle, IsCollectionVisibility } from './collection-fields';

export const COLLECTION_CHANGE_FIELDS = ['title', 'description', 'visibility'] as const;
export const NOTHING_TO_CHANGE = `Send at least one of: ${COLLECTION_CHANGE_FIELDS.join(', ')}`;

/** PATCH /collections/{collectionId}: what changes. At least one field; an empty description removes it. */
export class CollectionChangeDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: COLLECTION_LIMITS.titleMax, description: 'Trimmed' })
  @IsOptionalNotNull()
  @IsCollectionTitle()
  title?: string;

  @ApiPropertyOptional({ maxLength: COLLECTION_LIMITS.descriptionMax, description: 'Trimmed; an empty string removes the description' })
  @IsOptionalNotNull()
  @IsCollectionDescription()
  description?: string;

  @ApiPropertyOptional({ enum: COLLECTION_VISIBILITIES })
  @IsOptionalNotNull()
  @IsCollectionVisibility()
  visibility?: CollectionVisibility;
}
