import { BadRequestException } from '@nestjs/common';
import { RUM_LIMITS } from '@forkful/domain';
import { parseRumBatch, trimMessage, trimStack } from './rum-batch';

const tag = { app: 'shell', version: '20250601T120000000Z-abc123', view: 'abcdEFGH_-12' };

describe('parseRumBatch', () => {
  it('keeps the known fields of each kind, builds the events afresh', () => {
    const body = JSON.parse(
      JSON.stringify({
        shellVersion: 'dev',
        events: [
          { kind: 'view', ...tag, route: '/recipes/:id' },
          { kind: 'vital', ...tag, name: 'CLS', value: 0 },
          { kind: 'error', ...tag, source: 'rejection', message: ' why ', first: false },
          { kind: 'remote-failure', ...tag, app: 'planner', reason: 'load' },
          { kind: 'api-failure', ...tag, status: 599 },
        ],
      }),
    );
    const batch = parseRumBatch(body);
    expect(batch.events).toEqual([...body.events.slice(0, 2), { ...body.events[2], message: 'why' }, ...body.events.slice(3)]);
    expect(batch.events[0]).not.toBe(body.events[0]);
  });

  it('trims a message to its limit and a stack to its lines and characters', () => {
    expect(trimMessage('x'.repeat(500))).toHaveLength(RUM_LIMITS.maxMessageChars);
    expect(trimStack('a\nb\r\nc\nd\ne\nf\ng')).toBe('a\nb\nc\nd\ne');
    expect(trimStack('y'.repeat(5000))).toHaveLength(RUM_LIMITS.maxStackChars);
  });

  it('names at most 10 problems, and never throws anything but a 400', () => {
    const events = Array.from({ length: 50 }, () => ({ kind: 'error', app: 1, version: 2, view: 3, source: 4, message: 5, stack: 6, first: 7 }));
    try {
      parseRumBatch({ shellVersion: 'dev', events });
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestException);
      expect(((error as BadRequestException).getResponse() as { message: string[] }).message).toHaveLength(10);
    }
    for (const body of [null, 'x', 1, [], { events: 'x' }, { __proto__: null, shellVersion: 'dev', events: [null, 1, 'a', [], { kind: 'toString' }] }]) {
      expect(() => parseRumBatch(body)).toThrow(BadRequestException);
    }
  });
});
