import { LRUCache } from 'lru-cache';

export interface AccountReadsOptions {
  /** Accounts kept at most: the least recently read goes first. */
  accounts: number;
  /** Reads kept per account (a plan's ranges): the oldest goes first. */
  readsPerAccount: number;
  /** A kept read's life at most: a safety net, since every change drops what it affects. */
  ttlMs: number;
  now?: () => number;
}

export const ACCOUNT_READS_DEFAULTS: AccountReadsOptions = { accounts: 5_000, readsPerAccount: 4, ttlMs: 60_000 };

/** Accounts whose last change is remembered before the record starts again (every read started before is then refused). */
const REMEMBERED_ACCOUNTS = 65_536;

interface Kept<V> {
  value: V;
  expires: number;
}

/**
 * One account's reads (the answer of a GET keyed by the token's uid and its query), kept in this process while every
 * change reaches it: the account's own writes (dropAccount, before their answer is sent) and everyone's, through a
 * change stream (dropAccount, or dropAll when the change names no account). A read notes `start()` before it reads the
 * database and is kept only if nothing that can affect it changed since (the ReadFreshness pattern of the recipes):
 * a read racing a write never stores what the write replaced. While changes are not followed (the stream failed,
 * reopens, is not open yet) nothing is kept or served.
 */
export class AccountReads<V> {
  private readonly kept: LRUCache<string, Map<string, Kept<V>>>;
  private readonly now: () => number;
  private count = 0;
  /** Reads started before this change are never kept (a change of every account, or the record restarted). */
  private floor = 0;
  private readonly changedAt = new Map<string, number>();
  private followingChanges = false;

  constructor(private readonly options: AccountReadsOptions = ACCOUNT_READS_DEFAULTS) {
    this.kept = new LRUCache({ max: options.accounts });
    this.now = options.now ?? Date.now;
  }

  /** The change count when a read starts: pass it to keep(). */
  start(): number {
    return this.count;
  }

  /** Lookups answered from here and not, so far (the cache_requests metric). */
  readonly counts = { hits: 0, misses: 0 };

  /** A read kept for the account and query, counted as a hit or a miss. */
  get(uid: string, key: string): V | undefined {
    const value = this.peek(uid, key);
    if (value === undefined) this.counts.misses++;
    else this.counts.hits++;
    return value;
  }

  /** A hit counted where the kept read was found by peek() and sent (the hook before Nest). */
  countHit(): void {
    this.counts.hits++;
  }

  /** A read kept for the account and query, not counted (a miss goes on to the route, which counts it there). */
  peek(uid: string, key: string): V | undefined {
    const reads = this.kept.get(uid);
    const read = reads?.get(key);
    if (!read) return undefined;
    if (read.expires > this.now()) return read.value;
    reads!.delete(key);
    return undefined;
  }

  /** Keeps the read if changes are followed and none for this account came since `since`; whether it was kept. */
  keep(uid: string, key: string, value: V, since: number): boolean {
    if (!this.followingChanges || since < this.floor || (this.changedAt.get(uid) ?? 0) > since) return false;
    let reads = this.kept.get(uid);
    if (!reads) this.kept.set(uid, (reads = new Map()));
    reads.delete(key);
    if (reads.size >= this.options.readsPerAccount) reads.delete(reads.keys().next().value!);
    reads.set(key, { value, expires: this.now() + this.options.ttlMs });
    return true;
  }

  /** The account's data changed: its reads go, and a read of it still running is not kept. */
  dropAccount(uid: string): void {
    const at = ++this.count;
    this.kept.delete(uid);
    if (this.changedAt.size >= REMEMBERED_ACCOUNTS) {
      this.changedAt.clear();
      this.floor = at;
    } else this.changedAt.set(uid, at);
  }

  /** Anyone's data may have changed: every read goes, and none still running is kept. */
  dropAll(): void {
    this.floor = ++this.count;
    this.changedAt.clear();
    this.kept.clear();
  }

  get following(): boolean {
    return this.followingChanges;
  }

  /** Whether every change now reaches this cache; changes may have been missed meanwhile, so everything goes. */
  setFollowing(following: boolean): void {
    this.followingChanges = following;
    this.dropAll();
  }
}
