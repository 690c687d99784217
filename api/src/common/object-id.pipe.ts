import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { isValidObjectId, Types } from 'mongoose';

/** 24 hex digits: the only form of recipe id the API hands out. */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

/**
 * A validated recipe id. An interface (not the ObjectId class) so that route metadata says Object and the global
 * ValidationPipe leaves the already-parsed value alone.
 */
export interface RecipeId extends Types.ObjectId {}

/**
 * Recipe ids in paths. A malformed id cannot name any recipe, so it gets the same 404 as an unknown one
 * (on every route, not just GET /recipes/{id}): never a 500 from a failed cast.
 */
@Injectable()
export class ParseRecipeIdPipe implements PipeTransform<string, RecipeId> {
  /** How /api/docs-json documents every path parameter this pipe parses (src/openapi/route-catalogue.ts). */
  static readonly openApiSchema = { type: 'string', pattern: OBJECT_ID_PATTERN.source };
  static readonly openApiDescription = 'A recipe id (24 hex digits); any other value is answered 404 Recipe not found';

  transform(value: string): RecipeId {
    return parseObjectId(value, 'Recipe not found', 'recipe');
  }
}

/** An uploaded image's id (GET and DELETE /images/{id}): malformed is 404 like unknown, as for recipes. */
export interface ImageId extends Types.ObjectId {}

@Injectable()
export class ParseImageIdPipe implements PipeTransform<string, ImageId> {
  static readonly openApiSchema = { type: 'string', pattern: OBJECT_ID_PATTERN.source };
  static readonly openApiDescription = 'An image id (24 hex digits); any other value is answered 404 Image not found';

  transform(value: string): ImageId {
    return parseObjectId(value, 'Image not found', 'image');
  }
}

function parseObjectId(value: unknown, notFound: string, noun: string): Types.ObjectId {
  if (typeof value !== 'string' || !OBJECT_ID_PATTERN.test(value) || !isValidObjectId(value)) {
    const shown = typeof value === 'string' ? value.slice(0, 40) : '';
    throw new NotFoundException(`${notFound}: "${shown}" is not a valid ${noun} id`);
  }
  return new Types.ObjectId(value);
}
