import { NotFoundException } from '@nestjs/common';
import { AUTHOR_UID_PATTERN } from '@forkful/contracts/core';
import { ParseAuthorUidPipe } from './author-uid.pipe';

describe('ParseAuthorUidPipe', () => {
  const pipe = new ParseAuthorUidPipe();

  it.each(['uid-ayesha', 'Xk3pQ9rT2vW8yZ1aB4cD6eF7gH0i', 'a', 'a'.repeat(128), 'under_score'])('passes %p through', (uid) => {
    expect(pipe.transform(uid)).toBe(uid);
  });

  it.each(['', 'a'.repeat(129), 'a.b', 'a/b', '{"$ne":null}', 'cook@forkful.dev', 'with space', 'ünï'])('refuses %p with 404 Author not found', (uid) => {
    expect(() => pipe.transform(uid)).toThrow(new NotFoundException('Author not found'));
  });

  it('refuses what is not a string, and documents the pattern it checks', () => {
    expect(() => pipe.transform(['uid'])).toThrow(NotFoundException);
    expect(ParseAuthorUidPipe.openApiSchema).toEqual({ type: 'string', pattern: AUTHOR_UID_PATTERN.source });
  });
});
