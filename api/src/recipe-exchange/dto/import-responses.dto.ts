import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORIES, CUISINES, IMPORT_LIMITS } from '@forkful/domain';

/** POST /imports answers this (RecipeDraft in @forkful/domain): a draft for the Add Recipe form, not a saved recipe. */
export class RecipeDraftResponse {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Comma-separated (a comma inside one line becomes a semicolon)' }) ingredients: string;
  @ApiProperty({ description: 'Numbered steps, one per line' }) instructions: string;
  @ApiPropertyOptional({ description: 'Integer minutes: the total time, else prep plus cook time' }) prepTime?: number;
  @ApiPropertyOptional({ type: 'integer' }) servings?: number;
  @ApiProperty({ enum: CUISINES }) cuisineType: string;
  @ApiProperty({ enum: CATEGORIES, isArray: true }) categories: string[];
  @ApiPropertyOptional({ description: 'The page it came from, after redirects' }) sourceUrl?: string;
  @ApiPropertyOptional({ description: "The page's photo: POST /imports/photo stores it when the recipe is saved" }) imageUrl?: string;
}

export class ImportedFileRecipeResponse {
  @ApiProperty({ description: "0-based place in the file" }) index: number;
  @ApiProperty() id: string;
  @ApiProperty() title: string;
}

export class RefusedFileRecipeResponse {
  @ApiProperty({ description: "0-based place in the file" }) index: number;
  @ApiPropertyOptional() title?: string;
  @ApiProperty({ example: 'It has no preparation time' }) reason: string;
}

/** POST /imports/file answers this: every recipe of the file is in one list or the other. */
export class ImportFileResultResponse {
  @ApiProperty({ type: ImportedFileRecipeResponse, isArray: true }) imported: ImportedFileRecipeResponse[];
  @ApiProperty({ type: RefusedFileRecipeResponse, isArray: true }) refused: RefusedFileRecipeResponse[];
}

/** The multipart body of POST /imports/file, for /api/docs. */
export const RECIPES_FILE_BODY_SCHEMA = {
  type: 'object',
  required: ['file'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: `A JSON file of schema.org Recipe objects (an array, one object or an @graph), at most ${IMPORT_LIMITS.fileMaxRecipes} recipes and ${IMPORT_LIMITS.fileMaxBytes / (1024 * 1024)} MB`,
    },
  },
};
