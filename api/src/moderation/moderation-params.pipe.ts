import { BadRequestException, Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { MODERATION_MESSAGES, REPORTABLE_KINDS, type ReportableKind } from '@forkful/domain';
import { OBJECT_ID_PATTERN } from '../common/object-id.pipe';

const KIND_MESSAGE = `kind must be one of: ${REPORTABLE_KINDS.join(', ')}`;

/** `{kind}` of the moderation routes: a reportable kind, else 400 (a typo, not an unknown item). */
@Injectable()
export class ParseReportableKindPipe implements PipeTransform<unknown, ReportableKind> {
  static readonly openApiSchema = { type: 'string', enum: [...REPORTABLE_KINDS] };
  static readonly openApiDescription = `What was reported: ${REPORTABLE_KINDS.join(' or ')}; anything else is answered 400 "${KIND_MESSAGE}"`;

  transform(value: unknown): ReportableKind {
    if (typeof value !== 'string' || !(REPORTABLE_KINDS as readonly string[]).includes(value)) throw new BadRequestException(KIND_MESSAGE);
    return value as ReportableKind;
  }
}

/** `{itemId}` of the moderation routes: a review's or collection's id; a malformed one names nothing to moderate (404). */
@Injectable()
export class ParseModeratedItemIdPipe implements PipeTransform<unknown, string> {
  static readonly openApiSchema = { type: 'string', pattern: OBJECT_ID_PATTERN.source };
  static readonly openApiDescription = `The review's or collection's id (24 hex digits); any other value is answered 404 ${MODERATION_MESSAGES.itemNotFound}`;

  transform(value: unknown): string {
    if (typeof value !== 'string' || !OBJECT_ID_PATTERN.test(value)) throw new NotFoundException(MODERATION_MESSAGES.itemNotFound);
    // One spelling per item: ids are stored lower-case, as ObjectId prints them.
    return value.toLowerCase();
  }
}
