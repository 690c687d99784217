import { AccountReads } from './account-reads';

function readsAt(clock: { now: number }, options: Partial<{ accounts: number; readsPerAccount: number; ttlMs: number }> = {}) {
  const reads = new AccountReads<string>({ accounts: 3, readsPerAccount: 2, ttlMs: 1000, now: () => clock.now, ...options });
  reads.setFollowing(true);
  return reads;
}

describe('AccountReads', () => {
  const clock = { now: 0 };
  beforeEach(() => (clock.now = 0));

  it('serves a kept read to its account and key only', () => {
    const reads = readsAt(clock);
    expect(reads.keep('ann', 'week', 'ann-week', reads.start())).toBe(true);
    expect(reads.get('ann', 'week')).toBe('ann-week');
    expect(reads.get('bob', 'week')).toBeUndefined();
    expect(reads.get('ann', 'month')).toBeUndefined();
  });

  it('keeps at most `accounts` accounts, dropping the least recently read', () => {
    const reads = readsAt(clock);
    for (const uid of ['a', 'b', 'c']) reads.keep(uid, 'k', uid, reads.start());
    reads.get('a', 'k'); // b is now the least recently read
    reads.keep('d', 'k', 'd', reads.start());
    expect(['a', 'b', 'c', 'd'].map((uid) => reads.get(uid, 'k'))).toEqual(['a', undefined, 'c', 'd']);
  });

  it('keeps at most `readsPerAccount` reads of an account, dropping the oldest', () => {
    const reads = readsAt(clock);
    for (const key of ['w1', 'w2', 'w3']) reads.keep('ann', key, key, reads.start());
    expect(['w1', 'w2', 'w3'].map((key) => reads.get('ann', key))).toEqual([undefined, 'w2', 'w3']);
  });

  it('serves a read for ttlMs at most', () => {
    const reads = readsAt(clock);
    reads.keep('ann', 'k', 'v', reads.start());
    clock.now = 999;
    expect(reads.get('ann', 'k')).toBe('v');
    clock.now = 1000;
    expect(reads.get('ann', 'k')).toBeUndefined();
  });

  it("drops an account's reads, and refuses its reads started before the change, not another's", () => {
    const reads = readsAt(clock);
    reads.keep('ann', 'k', 'old', reads.start());
    const annSince = reads.start();
    const bobSince = reads.start();
    reads.dropAccount('ann');
    expect(reads.get('ann', 'k')).toBeUndefined();
    expect(reads.keep('ann', 'k', 'raced', annSince)).toBe(false);
    expect(reads.get('ann', 'k')).toBeUndefined();
    expect(reads.keep('bob', 'k', 'bob', bobSince)).toBe(true);
    expect(reads.keep('ann', 'k', 'fresh', reads.start())).toBe(true);
    expect(reads.get('ann', 'k')).toBe('fresh');
  });

  it('drops every read on dropAll, and refuses every read started before it', () => {
    const reads = readsAt(clock);
    reads.keep('ann', 'k', 'ann', reads.start());
    const since = reads.start();
    reads.dropAll();
    expect(reads.get('ann', 'k')).toBeUndefined();
    expect(reads.keep('bob', 'k', 'bob', since)).toBe(false);
    expect(reads.keep('bob', 'k', 'bob', reads.start())).toBe(true);
  });

  it('keeps and serves nothing while changes are not followed, and drops all when that changes', () => {
    const reads = new AccountReads<string>();
    expect(reads.keep('ann', 'k', 'v', reads.start())).toBe(false);
    reads.setFollowing(true);
    const since = reads.start();
    reads.keep('ann', 'k', 'v', since);
    reads.setFollowing(false);
    expect(reads.get('ann', 'k')).toBeUndefined();
    expect(reads.keep('ann', 'k', 'v', reads.start())).toBe(false);
    reads.setFollowing(true);
    expect(reads.keep('ann', 'k', 'v', since)).toBe(false); // started while changes could be missed
  });
});
