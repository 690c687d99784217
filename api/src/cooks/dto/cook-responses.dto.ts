import { ApiProperty, OmitType } from '@nestjs/swagger';
import { RecipeResponse } from '../../recipes/dto/recipe-responses.dto';

/** GET /cooks/{uid}: what a cook's public page shows. Never an email. */
export class CookProfileResponse {
  @ApiProperty({ example: 'uid-ayesha' }) uid: string;
  @ApiProperty({ description: "The account's display name, else the name on the cook's newest recipe, else 'Annomyous'" })
  displayName: string;
  @ApiProperty({ type: String, nullable: true, description: "The account's picture URL, or null" }) photoURL: string | null;
  @ApiProperty({ type: 'integer', minimum: 0 }) recipeCount: number;
}

/** A recipe as a cook's page lists it: the list shape without the author's email. */
export class PublicRecipeResponse extends OmitType(RecipeResponse, ['authorEmail'] as const) {}

/** GET /cooks: one cook with at least one recipe (the sitemap's cook pages). */
export class CookWithRecipesResponse {
  @ApiProperty({ example: 'uid-ayesha', description: "The cook's uid (their page: /cooks/{uid})" }) uid: string;
  @ApiProperty({ format: 'date-time', example: '2025-06-01T12:30:00.000Z', description: 'When the newest change to one of their recipes was made (added, edited, liked)' })
  updatedAt: string;
}
