import { RUM_LIMITS, type RumBatch, type RumEvent } from '@forkful/domain';
import { API_PATHS } from '@forkful/domain';
import { batchBodies } from './rum-batches';
import { MAX_BODY_BYTES, RUM_PATH } from './rum-limits';

const VERSION = '20261123T150102123Z-03ba8de';
const tag = { app: 'recipes', version: VERSION, view: 'view-0001' };
const failure = (status: number): RumEvent => ({ kind: 'api-failure', status, ...tag });
const error = (message: string): RumEvent => ({ kind: 'error', source: 'error', message, first: false, ...tag });
const parse = (body: string) => JSON.parse(body) as RumBatch;
const byteLength = (body: string) => new TextEncoder().encode(body).length;

describe('batchBodies', () => {
  it("holds the sender's copies of the contract to it (the others are typed as the contract's literals)", () => {
    expect(MAX_BODY_BYTES).toBe(RUM_LIMITS.maxBodyBytes);
    expect(RUM_PATH).toBe(API_PATHS.rum);
  });

  it('sends nothing for no events, and one body { shellVersion, events } for a few', () => {
    expect(batchBodies('dev', [])).toEqual([]);
    const events = [failure(500), failure(0)];
    expect(batchBodies('dev', events).map(parse)).toEqual([{ shellVersion: 'dev', events }]);
  });

  it(`splits by count: at most ${RUM_LIMITS.maxEventsPerBatch} events a body, in order`, () => {
    const events = Array.from({ length: 120 }, (_, i) => failure(500 + (i % 100)));
    const batches = batchBodies(VERSION, events).map(parse);
    expect(batches.map((batch) => batch.events.length)).toEqual([50, 50, 20]);
    expect(batches.flatMap((batch) => batch.events)).toEqual(events);
    expect(batches.every((batch) => batch.shellVersion === VERSION)).toBe(true);
  });

  it(`splits by size: no body over ${RUM_LIMITS.maxBodyBytes} bytes of UTF-8`, () => {
    // ~0.7 KB each in UTF-8 (two bytes an é): 70 of them are about 50 KB.
    const events = Array.from({ length: 70 }, (_, i) => error(`${i} ${'é'.repeat(298)}`));
    const bodies = batchBodies(VERSION, events);
    expect(bodies.length).toBe(4);
    for (const body of bodies) expect(byteLength(body)).toBeLessThanOrEqual(RUM_LIMITS.maxBodyBytes);
    expect(bodies.flatMap((body) => parse(body).events)).toEqual(events);
    // Each body but the last is full: the next event would not have fitted.
    const size = bodies.map(byteLength);
    expect(size[0] + byteLength(JSON.stringify(events[0]))).toBeGreaterThan(RUM_LIMITS.maxBodyBytes);
  });
});
