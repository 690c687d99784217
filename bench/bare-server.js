'use strict';
/**
 * The ceiling the benchmarks compare with: a bare node:http server answering fixed bytes from memory.
 * Usage: PORT=<port> node bench/bare-server.js <routes.json>, where routes.json maps a path to
 * { body: <base64>, headers: {...} }. Prints "bare ready" when it listens.
 */
const fs = require('node:fs');
const http = require('node:http');

const routes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const route of Object.values(routes)) route.buffer = Buffer.from(route.body, 'base64');
http.createServer((req, res) => {
  const route = routes[req.url];
  if (!route) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { ...route.headers, 'content-length': route.buffer.length });
  res.end(route.buffer);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare ready'));
