import { applyDecorators } from '@nestjs/common';
import { CATEGORIES, RECIPE_LIMITS } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { toCategoryList, toInteger } from './transforms';

/** The recipe input limits, one declaration shared with the forms (@forkful/domain). */
export const LIMITS = RECIPE_LIMITS;

/**
 * An optional field: absent is fine, but null is validated like any other value (and so refused). class-validator's
 * IsOptional would let null through to the service, where it was stored or crashed.
 */
export function IsOptionalNotNull(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/** URLs: http(s) only, and local hosts such as localhost with a port allowed (the sample pictures). */
export const IMAGE_URL_OPTIONS = {
  protocols: ['http', 'https'],
  require_protocol: true,
  require_tld: false,
  allow_underscores: true,
};

/** A recipe's source page: http(s) only, like an image URL. */
export const SOURCE_URL_OPTIONS = IMAGE_URL_OPTIONS;

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

/** How many people a recipe serves: a whole number within the limits, sent as a JSON number (no digit strings). */
export function IsServings(): PropertyDecorator {
  // Listed bottom-up, as in IsMinutes.
  return applyDecorators(Max(LIMITS.servingsMax), Min(LIMITS.servingsMin), IsInt({ message: 'servings must be a whole number' }));
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
