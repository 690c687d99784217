'use strict';
/**
 * Follows the API's feed of recipe changes, `GET <api>/recipes/changes` (Server-Sent Events: `ready` once the feed
 * is live, then `change` with `{ kind, id }` per change), so the page cache can be dropped when recipes change.
 * The cache is only trusted while the feed is connected: a change missed while it was down would otherwise be shown
 * for a full TTL. So `connected` is false until `ready`, and again from the moment the stream fails, ends or stays
 * silent longer than `idleMs` (a connection can die without a reset); it reconnects with exponential backoff.
 */

class RecipeChangesFeed {
  /**
   * @param {object} options
   * @param {string} options.url
   * @param {() => void} [options.onReady]     connected (again): anything may have changed meanwhile
   * @param {(change: unknown) => void} [options.onChange]
   * @param {(line: string) => void} [options.log]
   * @param {number} [options.minBackoffMs]
   * @param {number} [options.maxBackoffMs]
   * @param {number} [options.idleMs]          no byte (event or comment) for this long: reconnect
   * @param {typeof fetch} [options.fetchImpl]
   */
  constructor({
    url, onReady = () => {}, onChange = () => {}, log = (line) => console.warn(line),
    minBackoffMs = 500, maxBackoffMs = 30000, idleMs = 60000, fetchImpl = fetch,
  }) {
    Object.assign(this, { url, onReady, onChange, log, minBackoffMs, maxBackoffMs, idleMs, fetchImpl });
    this.connected = false;
    this.closed = false;
    this.lastProblem = undefined;
  }

  start() {
    this.running = this.run();
    return this;
  }

  async close() {
    this.closed = true;
    this.connected = false;
    if (this.controller) this.controller.abort();
    clearTimeout(this.idleTimer);
    if (this.wake) this.wake();
    await this.running;
  }

  async run() {
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
      await new Promise((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, backoff).unref();
      });
      backoff = Math.min(backoff * 2, this.maxBackoffMs);
    }
  }

  /** Reads the event stream until it ends; `onLive` when `ready` arrives. */
  async read(body, onLive) {
    const decoder = new TextDecoder();
    let buffer = '';
    let event = { type: 'message', data: [] };
    this.touch();
    for await (const chunk of body) {
      this.touch();
      buffer += decoder.decode(chunk, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop();
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

  dispatch(type, data, onLive) {
    if (type === 'ready') {
      onLive();
      this.connected = true;
      if (this.lastProblem !== undefined) this.log(`[ssr] recipe changes: ${this.url} is followed again; pages are cached`);
      this.lastProblem = undefined;
      this.onReady();
    } else if (type === 'change' && this.connected) {
      let change;
      try {
        change = JSON.parse(data);
      } catch {
        change = data;
      }
      this.onChange(change);
    }
  }

  /** Any byte counts as life; silence for idleMs aborts the request (the loop reconnects). */
  touch() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.controller.abort(new Error(`silent for ${this.idleMs} ms`)), this.idleMs);
    this.idleTimer.unref();
  }

  down(error) {
    clearTimeout(this.idleTimer);
    this.connected = false;
    if (!error) return;
    const problem = String((error.cause && error.cause.message) || error.message || error).split('\n')[0].slice(0, 200);
    // One line when it goes down (or first fails), not one per retry.
    if (this.lastProblem === undefined) this.log(`[ssr] recipe changes: ${this.url} is not followed (${problem}); pages are not cached until it is`);
    this.lastProblem = problem;
  }
}

module.exports = { RecipeChangesFeed };
