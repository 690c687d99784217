import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { AUTHOR_UID_PATTERN } from '@forkful/contracts/core';

export const AUTHOR_NOT_FOUND = 'Author not found';

/** A validated author uid (an account id: Firebase's own, or a sample cook's). */
export type AuthorUid = string;

/**
 * Author uids in paths (GET /authors/{uid}…). A uid outside AUTHOR_UID_PATTERN names no account, so it gets the
 * same 404 as an unknown author, before any database or Firebase lookup.
 */
@Injectable()
export class ParseAuthorUidPipe implements PipeTransform<unknown, AuthorUid> {
  /** How /api/docs-json documents every path parameter this pipe parses (src/openapi/route-catalogue.ts). */
  static readonly openApiSchema = { type: 'string', pattern: AUTHOR_UID_PATTERN.source };
  static readonly openApiDescription = `An author's account id (letters, digits, _ and -, at most 128); any other value is answered 404 ${AUTHOR_NOT_FOUND}`;

  transform(value: unknown): AuthorUid {
    if (typeof value !== 'string' || !AUTHOR_UID_PATTERN.test(value)) throw new NotFoundException(AUTHOR_NOT_FOUND);
    return value;
  }
}
