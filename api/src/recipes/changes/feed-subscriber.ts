import type { RecipeChange } from '../cache/recipe-change';

/** What the feed says of a change: its kind and the recipe's id; 'unknown' (id null) means anything may have changed. */
export interface FeedEvent {
  kind: 'inserted' | 'updated' | 'deleted' | 'unknown';
  id: string | null;
}

/** A change as the feed tells it (the fields an update touched are not part of it). */
export function feedEventOf(change: RecipeChange): FeedEvent {
  return change.kind === 'all' ? { kind: 'unknown', id: null } : { kind: change.kind, id: change.id };
}

/** One Server-Sent Event: `event: <name>`, its data as one line of JSON, a blank line. */
export const sseFrame = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const changeFrame = (change: RecipeChange): string => sseFrame('change', feedEventOf(change));

/** Sent in place of the events a subscriber fell behind on: everything may have changed. */
export const EVERYTHING_CHANGED = sseFrame('change', { kind: 'unknown', id: null } satisfies FeedEvent);

/** A comment line: proxies see traffic, EventSource clients ignore it. */
export const PING = ': ping\n\n';

/** The connection a subscriber writes to: the raw HTTP response (a stand-in in the specs). */
export interface FeedConnection {
  write(text: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * One subscriber of the feed: writes each event as it comes while the client keeps up. Once a write is buffered past
 * the connection's high-water mark, events wait for 'drain'; when `maxQueued` are waiting they are replaced by one
 * EVERYTHING_CHANGED (which later events cannot add to), so a client that stops reading costs a bounded amount of
 * memory and still learns, when it reads again, that it must drop everything.
 */
export class FeedSubscriber {
  private queued: string[] = [];
  private coalesced = false;
  private blockedSince: number | null = null;
  private closed = false;

  constructor(
    private readonly connection: FeedConnection,
    private readonly maxQueued: number,
  ) {}

  send(frame: string): void {
    if (this.closed) return;
    if (this.blockedSince === null) return this.write(frame);
    if (this.coalesced) return;
    this.queued.push(frame);
    if (this.queued.length >= this.maxQueued) {
      this.queued = [EVERYTHING_CHANGED];
      this.coalesced = true;
    }
  }

  /** The heartbeat; skipped while the client is behind (a ping would only wait in the queue). */
  ping(): void {
    if (!this.closed && this.blockedSince === null) this.write(PING);
  }

  /** How long (ms) its writes have been waiting for the client to read; 0 when it keeps up. */
  blockedFor(now: number): number {
    return this.blockedSince === null ? 0 : now - this.blockedSince;
  }

  /** How many events wait for the client (for the specs and the feed's stats). */
  get backlog(): number {
    return this.queued.length;
  }

  /** The connection has closed: nothing more is written or kept. */
  close(): void {
    this.closed = true;
    this.queued = [];
  }

  private write(text: string): void {
    if (this.connection.write(text)) return;
    this.blockedSince = Date.now();
    this.connection.once('drain', () => this.drained());
  }

  private drained(): void {
    if (this.closed) return;
    const text = this.queued.join('');
    this.blockedSince = null;
    this.queued = [];
    this.coalesced = false;
    if (text) this.write(text);
  }
}
