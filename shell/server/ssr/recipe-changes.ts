/**
 * Follows the API's feed of recipe changes, `GET <api>/recipes/changes` (Server-Sent Events: `ready` once the feed
 * is live, then `change` with `{ kind, id }` per change), so the page cache can be dropped when recipes change.
 * The cache is only trusted while the feed is connected: a change missed while it was down would otherwise be shown
 * for a full TTL. So `connected` is false until `ready`, and again from the moment the stream fails, ends or stays
 * silent longer than `idleMs` (a connection can die without a reset); it reconnects with exponential backoff.
 */

/** The part of `fetch` the feed uses: a streamed body it reads as bytes. */
export type FetchStream = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  body: AsyncIterable<Uint8Array> | null;
}>;

export interface RecipeChangesFeedOptions {
  url: string;
  /** Connected (again): anything may have changed meanwhile. */
  onReady?: () => void;
  onChange?: (change: unknown) => void;
  log?: (line: string) => void;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** No byte (event or comment) for this long: reconnect. */
  idleMs?: number;
  fetchImpl?: FetchStream;
}

export class RecipeChangesFeed {
  readonly url: string;
  readonly onReady: () => void;
  readonly onChange: (change: unknown) => void;
  readonly log: (line: string) => void;
  readonly minBackoffMs: number;
  readonly maxBackoffMs: number;
  readonly idleMs: number;
  readonly fetchImpl: FetchStream;
  connected = false;
  closed = false;
  lastProblem: string | undefined = undefined;
  running: Promise<void> | undefined;
  controller: AbortController | undefined;
  idleTimer: NodeJS.Timeout | undefined;
  /** Ends the wait before the next attempt (close). */
  wake: (() => void) | undefined;

  constructor({
    url, onReady = () => {}, onChange = () => {}, log = (line) => console.warn(line),
    minBackoffMs = 500, maxBackoffMs = 30000, idleMs = 60000, fetchImpl = fetch,
  }: RecipeChangesFeedOptions) {
    this.url = url;
    this.onReady = onReady;
    this.onChange = onChange;
    this.log = log;
    this.minBackoffMs = minBackoffMs;
    this.maxBackoffMs = maxBackoffMs;
    this.idleMs = idleMs;
    this.fetchImpl = fetchImpl;
  }

  start(): this {
    this.running = this.run();
    return this;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    if (this.controller) this.controller.abort();
    clearTimeout(this.idleTimer);
    if (this.wake) this.wake();
    await this.running;
  }

  async run(): Promise<void> {
    let backoff = this.minBackoffMs;
    while (!this.closed) {
      this.controller = new AbortController();
      try {
        const response = await this.fetchImpl(this.url, { headers: { accept: 'text/event-stream' }, signal: this.controller.signal });
        if (!response.ok || !response.body) throw new Error(`answered ${response.status}`);
        await this.read(response.body, () => {
          backoff = this.minBackoffMs;
        });
        throw new Error('the stream ended');
      } catch (error) {
        this.down(this.closed ? undefined : error);
      }
      if (this.closed) break;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, backoff).unref();
      });
      backoff = Math.min(backoff * 2, this.maxBackoffMs);
    }
  }

  /** Reads the event stream until it ends; `onLive` when `ready` arrives. */
  async read(body: AsyncIterable<Uint8Array>, onLive: () => void): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    let event: { type: string; data: string[] } = { type: 'message', data: [] };
    this.touch();
    for await (const chunk of body) {
      this.touch();
      buffer += decoder.decode(chunk, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() as string;
      for (const line of lines) {
        if (line === '') {
          if (event.data.length || event.type !== 'message') this.dispatch(event.type, event.data.join('\n'), onLive);
          event = { type: 'message', data: [] };
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event.type = value;
          else if (field === 'data') event.data.push(value);
        }
      }
    }
  }

  dispatch(type: string, data: string, onLive: () => void): void {
    if (type === 'ready') {
      onLive();
      this.connected = true;
      if (this.lastProblem !== undefined) this.log(`[ssr] recipe changes: ${this.url} is followed again; pages are cached`);
      this.lastProblem = undefined;
      this.onReady();
    } else if (type === 'change' && this.connected) {
      let change: unknown;
      try {
        change = JSON.parse(data);
      } catch {
        change = data;
      }
      this.onChange(change);
    }
  }

  /** Any byte counts as life; silence for idleMs aborts the request (the loop reconnects). */
  touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => (this.controller as AbortController).abort(new Error(`silent for ${this.idleMs} ms`)), this.idleMs);
    this.idleTimer.unref();
  }

  down(error: unknown): void {
    clearTimeout(this.idleTimer);
    this.connected = false;
    if (!error) return;
    const { cause, message } = error as { cause?: { message?: unknown }; message?: unknown };
    const problem = String((cause && cause.message) || message || error).split('\n')[0].slice(0, 200);
    // One line when it goes down (or first fails), not one per retry.
    if (this.lastProblem === undefined) this.log(`[ssr] recipe changes: ${this.url} is not followed (${problem}); pages are not cached until it is`);
    this.lastProblem = problem;
  }
}
