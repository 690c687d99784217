import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COLLECTION_VISIBILITIES, CUISINES } from '@forkful/domain';

/** A recipe as a collection shows it: a card's fields, never an email. */
export class CollectionRecipeResponse {
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7b' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Absolute URL' }) image: string;
  @ApiPropertyOptional() imageAlt?: string;
  @ApiProperty({ enum: CUISINES }) cuisineType: string;
  @ApiProperty() authorName: string;
  @ApiPropertyOptional({ description: "The author's cook page is /cooks/{authorUid}" }) authorUid?: string;
  @ApiPropertyOptional({ description: 'Average rating to one decimal, once rated' }) ratingAverage?: number;
  @ApiPropertyOptional({ type: 'integer' }) ratingCount?: number;
}

/** A collection without its recipes. */
export class CollectionSummaryResponse {
  @ApiProperty({ example: '6660a1b2c3d4e5f6a7b8c9d0' }) _id: string;
  @ApiProperty() title: string;
  @ApiPropertyOptional() description?: string;
  @ApiProperty({ enum: COLLECTION_VISIBILITIES }) visibility: string;
  @ApiProperty() ownerUid: string;
  @ApiProperty({ description: "The owner's display name (never an email)" }) ownerName: string;
  @ApiProperty({ type: 'integer' }) recipeCount: number;
  @ApiPropertyOptional({ description: "The first recipe's image (absolute URL), for a cover" }) coverImage?: string;
  @ApiPropertyOptional({ description: 'Only in GET /collections?containing={recipeId}: whether that recipe is in it' }) contains?: boolean;
  @ApiPropertyOptional({ description: 'Only to its owner: hidden from everyone else after reports, until a moderator decides' }) hidden?: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class CollectionResponse extends CollectionSummaryResponse {
  @ApiProperty({ type: CollectionRecipeResponse, isArray: true, description: "In the owner's order; deleted recipes have left it" })
  recipes: CollectionRecipeResponse[];
}
