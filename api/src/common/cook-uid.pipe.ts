import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { COOK_UID_PATTERN } from '@forkful/domain';

/** The 404's message for an unknown or malformed cook: its wording predates the name "cook", and clients may know it. */
export const COOK_NOT_FOUND = 'Author not found';

/** A validated cook uid (an account id: Firebase's own, or a sample cook's). */
export type CookUid = string;

/**
 * Cook uids in paths (GET /cooks/{uid}…). A uid outside COOK_UID_PATTERN names no account, so it gets the same 404
 * as an unknown cook, before any database or Firebase lookup.
 */
@Injectable()
export class ParseCookUidPipe implements PipeTransform<unknown, CookUid> {
  /** How /api/docs-json documents every path parameter this pipe parses (src/openapi/route-catalogue.ts). */
  static readonly openApiSchema = { type: 'string', pattern: COOK_UID_PATTERN.source };
  static readonly openApiDescription = `A cook's account id (letters, digits, _ and -, at most 128); any other value is answered 404 ${COOK_NOT_FOUND}`;

  transform(value: unknown): CookUid {
    if (typeof value !== 'string' || !COOK_UID_PATTERN.test(value)) throw new NotFoundException(COOK_NOT_FOUND);
    return value;
  }
}
