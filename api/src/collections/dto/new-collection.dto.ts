import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COLLECTION_LIMITS, COLLECTION_VISIBILITIES, type CollectionVisibility } from '@forkful/domain';
import { IsOptionalNotNull } from '../../recipes/dto/recipe-fields';
import { IsCollectionDescription, IsCollectionTitle, IsCollectionVisibility } from './collection-fields';

/** POST /collections. The owner is the token's account, never a field; unknown fields are refused (400). */
export class NewCollectionDto {
  @ApiProperty({ example: 'Weeknight dinners', minLength: 1, maxLength: COLLECTION_LIMITS.titleMax, description: 'Trimmed' })
  @IsCollectionTitle()
  title: string;

  @ApiPropertyOptional({ maxLength: COLLECTION_LIMITS.descriptionMax, description: 'Plain text; trimmed. Absent or empty: none' })
  @IsOptionalNotNull()
  @IsCollectionDescription()
  description?: string;

  @ApiPropertyOptional({ enum: COLLECTION_VISIBILITIES, default: 'private', description: 'public: anyone may open it, and it shows on the cook page' })
  @IsOptionalNotNull()
  @IsCollectionVisibility()
  visibility?: CollectionVisibility;
}
