import { applyDecorators } from '@nestjs/common';
import { CATEGORIES } from '@forkful/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, Max, Min } from 'class-validator';
import { toCategoryList, toInteger } from './transforms';

/** Limits on stored text, generous for real recipes and small enough to keep documents and pages light. */
export const LIMITS = {
  imageUrl: 2048,
  title: 200,
  ingredients: 5000,
  instructions: 20000,
  prepTimeMax: 10000,
  query: 100,
  email: 320,
} as const;

/** URLs: http(s) only, and local hosts such as localhost:4000 allowed (the sample pictures). */
export const IMAGE_URL_OPTIONS = {
  protocols: ['http', 'https'],
  require_protocol: true,
  require_tld: false,
  allow_underscores: true,
};

/** Integer minutes, 1..prepTimeMax (digit strings from form fields accepted): prepTime and preparationTime. */
export function IsMinutes(intMessage?: string): PropertyDecorator {
  // Listed bottom-up, the order a stack of decorators runs in, so a 400 lists its messages as it always has.
  return applyDecorators(
    Max(LIMITS.prepTimeMax),
    Min(1),
    IsInt(intMessage ? { message: intMessage } : undefined),
    Transform(toInteger),
  );
}

/** The spec's categories, from an array or a comma string (see toCategoryList). */
export function IsCategoryList(arrayMessage?: string): PropertyDecorator {
  // Listed bottom-up, as in IsMinutes.
  return applyDecorators(
    IsIn(CATEGORIES, { each: true, message: `each category must be one of: ${CATEGORIES.join(', ')}` }),
    ArrayMaxSize(CATEGORIES.length),
    IsArray(arrayMessage ? { message: arrayMessage } : undefined),
    Transform(toCategoryList),
  );
}
