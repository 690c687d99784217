import { NotFoundException } from '@nestjs/common';
import { COOK_UID_PATTERN } from '@forkful/domain';
import { ParseCookUidPipe } from './cook-uid.pipe';

describe('ParseCookUidPipe', () => {
  const pipe = new ParseCookUidPipe();

  it.each(['uid-ayesha', 'Xk3pQ9rT2vW8yZ1aB4cD6eF7gH0i', 'a', 'a'.repeat(128), 'under_score'])('passes %p through', (uid) => {
    expect(pipe.transform(uid)).toBe(uid);
  });

  it.each(['', 'a'.repeat(129), 'a.b', 'a/b', '{"$ne":null}', 'cook@forkful.dev', 'with space', 'ünï'])('refuses %p with 404 Author not found', (uid) => {
    expect(() => pipe.transform(uid)).toThrow(new NotFoundException('Author not found'));
  });

  it('refuses what is not a string, and documents the pattern it checks', () => {
    expect(() => pipe.transform(['uid'])).toThrow(NotFoundException);
    expect(ParseCookUidPipe.openApiSchema).toEqual({ type: 'string', pattern: COOK_UID_PATTERN.source });
  });
});
