import { ApiProperty, OmitType } from '@nestjs/swagger';
import { RecipeResponse } from '../../recipes/dto/recipe-responses.dto';

/** GET /authors/{uid}: what the public author page shows. Never an email. */
export class AuthorProfileResponse {
  @ApiProperty({ example: 'uid-ayesha' }) uid: string;
  @ApiProperty({ description: "The account's display name, else the name on the author's newest recipe, else 'Annomyous'" })
  displayName: string;
  @ApiProperty({ type: String, nullable: true, description: "The account's picture URL, or null" }) photoURL: string | null;
  @ApiProperty({ type: 'integer', minimum: 0 }) recipeCount: number;
}

/** A recipe as the author pages list it: the list shape without the author's email. */
export class PublicRecipeResponse extends OmitType(RecipeResponse, ['authorEmail'] as const) {}
