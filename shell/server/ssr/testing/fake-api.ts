/**
 * A stand-in for the API, for the tests: the recipe changes feed (Server-Sent Events), GET /cooks and the one
 * read the fake shell bundle makes (GET /recipes/top -> { title }).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeApi {
  title: string;
  cooks: unknown[];
  cooksStatus: number;
  readyOnConnect: boolean;
  feedConnections: number;
  /** How many times the fake shell bundle read its data: one per server render. */
  reads: number;
  /** The read answers 500 (the render then has no data and cannot be kept). */
  failReads: boolean;
  url: string;
  /** Sends `change` to every open feed. */
  change(change?: unknown): void;
  ready(): void;
  /** Cuts every open feed (the API restarts, the network drops). */
  dropFeeds(): void;
  /** Resolves once `n` feed connections have been opened in all. */
  feedOpened(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeApi(
  { title = 'Soup', cooks = [], readyOnConnect = true }: { title?: string; cooks?: unknown[]; readyOnConnect?: boolean } = {},
): Promise<FakeApi> {
  const feeds = new Set<http.ServerResponse>();
  const api: FakeApi = {
    title,
    cooks,
    cooksStatus: 200,
    readyOnConnect,
    feedConnections: 0,
    reads: 0,
    failReads: false,
    url: '',
    change(change = { kind: 'updated', id: 'r1' }) {
      for (const res of feeds) res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    },
    ready() {
      for (const res of feeds) res.write('event: ready\ndata: {}\n\n');
    },
    dropFeeds() {
      for (const res of feeds) res.destroy();
      feeds.clear();
    },
    async feedOpened(n) {
      while (api.feedConnections < n) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    if (req.url === '/recipes/changes') {
      api.feedConnections += 1;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(': hello\n\n');
      if (api.readyOnConnect) res.write('event: ready\ndata: {}\n\n');
      feeds.add(res);
      req.on('close', () => feeds.delete(res));
      return;
    }
    if (req.url === '/cooks') {
      res.writeHead(api.cooksStatus, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(api.cooks));
      return;
    }
    if (req.url === '/recipes/top') {
      api.reads += 1;
      if (api.failReads) {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('failed');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ title: api.title }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () => {
    api.dropFeeds();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return api;
}
