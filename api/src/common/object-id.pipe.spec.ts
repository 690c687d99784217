import { NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import { ParseRecipeIdPipe } from './object-id.pipe';

describe('ParseRecipeIdPipe', () => {
  const pipe = new ParseRecipeIdPipe();

  it('turns 24 hex digits into an ObjectId', () => {
    const id = pipe.transform('0123456789abcdefABCDEF01');
    expect(id).toBeInstanceOf(Types.ObjectId);
    expect(String(id)).toBe('0123456789abcdefabcdef01');
  });

  it.each(['', 'abc', '0123456789abcdef0123456', '0123456789abcdef012345678', 'zzzzzzzzzzzzzzzzzzzzzzzz', 'aaaaaaaaaaaa'])(
    'refuses %p with a 404 naming the id',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(NotFoundException);
      expect(() => pipe.transform(value)).toThrow(`Recipe not found: "${value}" is not a valid recipe id`);
    },
  );

  it('does not echo a huge id back', () => {
    expect(() => pipe.transform('x'.repeat(10_000))).toThrow(`Recipe not found: "${'x'.repeat(40)}" is not a valid recipe id`);
  });
});
