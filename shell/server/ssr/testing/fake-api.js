'use strict';
/**
 * A stand-in for the API, for the tests: the recipe changes feed (Server-Sent Events), GET /cooks and the one
 * read the fake shell bundle makes (GET /recipes/top -> { title }).
 */
const http = require('http');

async function startFakeApi({ title = 'Soup', cooks = [], readyOnConnect = true } = {}) {
  const feeds = new Set();
  const api = {
    title,
    cooks,
    cooksStatus: 200,
    readyOnConnect,
    feedConnections: 0,
    /** How many times the fake shell bundle read its data: one per server render. */
    reads: 0,
    /** The read answers 500 (the render then has no data and cannot be kept). */
    failReads: false,
    url: '',
    /** Sends `change` to every open feed. */
    change(change = { kind: 'updated', id: 'r1' }) {
      for (const res of feeds) res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    },
    ready() {
      for (const res of feeds) res.write('event: ready\ndata: {}\n\n');
    },
    /** Cuts every open feed (the API restarts, the network drops). */
    dropFeeds() {
      for (const res of feeds) res.destroy();
      feeds.clear();
    },
    /** Resolves once `n` feed connections have been opened in all. */
    async feedOpened(n) {
      while (api.feedConnections < n) await new Promise((resolve) => setTimeout(resolve, 10));
    },
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
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${server.address().port}`;
  api.close = () => {
    api.dropFeeds();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return api;
}

module.exports = { startFakeApi };
