import { BadRequestException, NotFoundException } from '@nestjs/common';
import { MODERATION_MESSAGES } from '@forkful/domain';
import { ParseModeratedItemIdPipe, ParseReportableKindPipe } from './moderation-params.pipe';

describe('ParseReportableKindPipe', () => {
  const pipe = new ParseReportableKindPipe();

  it('takes the reportable kinds', () => {
    expect(pipe.transform('review')).toBe('review');
    expect(pipe.transform('collection')).toBe('collection');
  });

  it.each(['recipe', 'Review', '', 'constructor', '__proto__', undefined, ['review']])('refuses %p with 400 naming the kinds', (value) => {
    expect(() => pipe.transform(value)).toThrow(new BadRequestException('kind must be one of: review, collection'));
  });

  it('documents the kinds as an enum', () => {
    expect(ParseReportableKindPipe.openApiSchema).toEqual({ type: 'string', enum: ['review', 'collection'] });
  });
});

describe('ParseModeratedItemIdPipe', () => {
  const pipe = new ParseModeratedItemIdPipe();

  it('takes 24 hex digits, spelled as stored (lower case)', () => {
    expect(pipe.transform('0123456789ABCDEF01234567')).toBe('0123456789abcdef01234567');
  });

  it.each(['0123456789abcdef0123456', '0123456789abcdef012345678', 'g123456789abcdef01234567', '', undefined])('answers %p with the 404 of an item with nothing to moderate', (value) => {
    expect(() => pipe.transform(value)).toThrow(new NotFoundException(MODERATION_MESSAGES.itemNotFound));
  });
});
