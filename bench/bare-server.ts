/**
 * The ceiling the benchmarks compare with: a bare node:http server answering fixed bytes from memory.
 * Usage: PORT=<port> tsx bench/bare-server.ts <routes.json>, where routes.json maps a path to
 * { body: <base64>, headers: {...} }. A URL is looked up as it is, then without its query (`/recipes` answers every
 * page of the mixed workload), then with a final 24-hex-digit id as `:id` (`/recipes/:id` answers every recipe).
 * Prints "bare ready" when it listens.
 */
import fs from 'node:fs';
import http from 'node:http';

interface Route {
  body: string;
  headers: http.OutgoingHttpHeaders;
  buffer: Buffer;
}

const routes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Record<string, Route>;
for (const route of Object.values(routes)) route.buffer = Buffer.from(route.body, 'base64');

function routeOf(url: string): Route | undefined {
  const exact = routes[url];
  if (exact) return exact;
  const path = url.split('?')[0];
  return routes[path] ?? routes[path.replace(/\/[0-9a-f]{24}$/, '/:id')];
}

http.createServer((req, res) => {
  const route = routeOf(req.url ?? '/');
  if (!route) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { ...route.headers, 'content-length': route.buffer.length });
  res.end(route.buffer);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare ready'));
