import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An open GET of a Server-Sent Events stream: what has arrived so far, parsed. */
export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The events (`event:` and `data:` lines; data parsed as JSON), in order. */
  events: StreamEvent[];
  /** The comment lines (`: ping`), without the colon. */
  comments: string[];
  /** The whole body of an answer that is not a stream (a 429), once it has ended. */
  body: Promise<string>;
  /** Resolves once the server has ended the stream (or the connection closed). */
  ended: Promise<void>;
  /** Waits until an event matching `match` has arrived (at most timeoutMs). */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** Opens `url` (GET, or `method`) and resolves once the response's headers have arrived. */
export function openEventStream(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: options.method ?? 'GET', headers: { accept: 'text/event-stream', ...options.headers } });
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let text = '';
      let pending = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice('event: '.length);
            else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
          }
          if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
        }
        for (const waiter of waiters) waiter();
      });
      const ended = new Promise<void>((done) => {
        response.once('end', done);
        response.once('close', done);
        response.once('error', () => done());
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        ended,
        body: ended.then(() => text),
        waitFor(match, timeoutMs = 10_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const event = events.find(match);
              if (!event) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(event);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.end();
  });
}

/** Polls `condition` every 20 ms until it holds (at most timeoutMs). */
export async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
