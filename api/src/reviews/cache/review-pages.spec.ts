import { ReviewPages } from './review-pages';

const ANN = 'a'.repeat(24);
const BOB = 'b'.repeat(24);
const bytes = (text: string) => Buffer.from(text);

describe('ReviewPages', () => {
  let now: number;
  let pages: ReviewPages;
  const create = (options: Partial<ConstructorParameters<typeof ReviewPages>[0]> = {}) =>
    new ReviewPages({ maxPages: 100, maxBytes: 1000, fallbackTtlMs: 2000, now: () => now, ...options });

  beforeEach(() => {
    now = 1_000_000;
    pages = create();
    pages.setFollowing(true);
  });

  it('keeps a page per recipe and page number, and counts hits and misses', () => {
    expect(pages.keep(ANN, 1, bytes('ann 1'), pages.start())).toBe(true);
    pages.keep(ANN, 2, bytes('ann 2'), pages.start());
    expect(pages.get(ANN, 1)?.toString()).toBe('ann 1');
    expect(pages.get(ANN, 2)?.toString()).toBe('ann 2');
    expect(pages.get(BOB, 1)).toBeUndefined();
    expect(pages.counts).toEqual({ hits: 2, misses: 1 });
    expect(pages.peek(ANN, 1)?.toString()).toBe('ann 1');
    expect(pages.counts).toEqual({ hits: 2, misses: 1 });
  });

  it("drops every page of a changed recipe and no other's", () => {
    pages.keep(ANN, 1, bytes('ann 1'), pages.start());
    pages.keep(ANN, 7, bytes('ann 7'), pages.start());
    pages.keep(BOB, 1, bytes('bob 1'), pages.start());
    pages.dropRecipe(ANN);
    expect(pages.peek(ANN, 1)).toBeUndefined();
    expect(pages.peek(ANN, 7)).toBeUndefined();
    expect(pages.peek(BOB, 1)?.toString()).toBe('bob 1');
    pages.keep(ANN, 1, bytes('ann 1 again'), pages.start());
    expect(pages.peek(ANN, 1)?.toString()).toBe('ann 1 again');
  });

  it('refuses a read started before a change of its recipe (or of everything), not one of another recipe', () => {
    const before = pages.start();
    pages.dropRecipe(ANN);
    expect(pages.keep(ANN, 1, bytes('stale'), before)).toBe(false);
    expect(pages.keep(BOB, 1, bytes('fresh'), before)).toBe(true);
    const beforeAll = pages.start();
    pages.dropAll();
    expect(pages.keep(BOB, 1, bytes('stale'), beforeAll)).toBe(false);
    expect(pages.peek(BOB, 1)).toBeUndefined();
    expect(pages.changedSince(BOB, beforeAll)).toBe(true);
    expect(pages.changedSince(BOB, pages.start())).toBe(false);
  });

  it('is bounded by pages and by bytes, the least recently read going first', () => {
    const few = create({ maxPages: 2 });
    few.setFollowing(true);
    few.keep(ANN, 1, bytes('1'), few.start());
    few.keep(ANN, 2, bytes('2'), few.start());
    few.peek(ANN, 1);
    few.keep(ANN, 3, bytes('3'), few.start());
    expect([1, 2, 3].map((page) => few.peek(ANN, page)?.toString())).toEqual(['1', undefined, '3']);

    const small = create({ maxBytes: 10 });
    small.setFollowing(true);
    small.keep(ANN, 1, bytes('aaaaaa'), small.start());
    small.keep(BOB, 1, bytes('bbbbbb'), small.start());
    expect(small.peek(ANN, 1)).toBeUndefined();
    expect(small.size).toEqual({ pages: 1, bytes: 6 });
    expect(small.keep(ANN, 1, bytes('x'.repeat(11)), small.start())).toBe(false);
    expect(small.peek(BOB, 1)?.toString()).toBe('bbbbbb');
  });

  it('forgets evicted pages, so dropping their recipe later touches only what is kept', () => {
    const few = create({ maxPages: 1 });
    few.setFollowing(true);
    few.keep(ANN, 1, bytes('ann'), few.start());
    few.keep(BOB, 1, bytes('bob'), few.start());
    few.dropRecipe(ANN);
    expect(few.peek(BOB, 1)?.toString()).toBe('bob');
    expect(few.size.pages).toBe(1);
  });

  it('keeps pages for fallbackTtlMs only while changes are not all followed, and drops everything when that changes', () => {
    pages.setFollowing(false);
    pages.keep(ANN, 1, bytes('short-lived'), pages.start());
    now += 1999;
    expect(pages.peek(ANN, 1)?.toString()).toBe('short-lived');
    now += 1;
    expect(pages.peek(ANN, 1)).toBeUndefined();

    pages.keep(ANN, 1, bytes('until followed'), pages.start());
    pages.setFollowing(true);
    expect(pages.peek(ANN, 1)).toBeUndefined();
    pages.keep(ANN, 1, bytes('long-lived'), pages.start());
    now += 3_600_000;
    expect(pages.peek(ANN, 1)?.toString()).toBe('long-lived');
    pages.setFollowing(false);
    expect(pages.peek(ANN, 1)).toBeUndefined();
  });
});
