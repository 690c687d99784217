'use strict';
/**
 * A production-like static server for one built frontend (its dist folder), the way an independent deployment
 * (a CDN or nginx) would serve it: compressed-where-precompressed, cached by hash, SPA fallback for the shell,
 * CORS for remotes (the shell loads them from another origin).
 */
const fs = require('fs');
const http = require('http');
const sirv = require('sirv');

/**
 * @param {object} options
 * @param {string} options.dir     folder to serve (must exist)
 * @param {number} options.port    0 = any free port
 * @param {string} [options.host]
 * @param {boolean} [options.spa]  unknown paths serve index.html (client-side routes)
 * @param {boolean} [options.cors] Access-Control-Allow-Origin: *
 * @param {(req, res) => boolean} [options.extraHandler] answers some requests itself (returns true when it did)
 * @returns {Promise<{url: string, port: number, server: http.Server, stop: () => Promise<void>}>}
 */
async function startStaticServer({ dir, port = 0, host = '127.0.0.1', spa = false, cors = false, extraHandler }) {
  if (!fs.existsSync(dir)) {
    throw new Error(`Nothing to serve: ${dir} does not exist (build it first).`);
  }
  const sirvOptions = {
    etag: true,
    dev: false,
    setHeaders: (res, pathname) => {
      // Hashed bundles never change; the html, manifests and remoteEntry must be fetched fresh.
      if (/\.[0-9a-f]{8}\.js$/.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  };
  const serveFiles = sirv(dir, sirvOptions);
  // Client-side routes get index.html; a missing file (a path with an extension) stays a 404.
  const serveIndex = spa ? sirv(dir, { ...sirvOptions, single: true }) : null;
  const notFound = (res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };

  const server = http.createServer((req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', '*');
        res.statusCode = 204;
        res.end();
        return;
      }
    }
    try {
      if (extraHandler && extraHandler(req, res)) return;
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error && error.message));
      return;
    }
    serveFiles(req, res, () => {
      const pathname = String(req.url || '/').split(/[?#]/)[0];
      const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
      if (serveIndex && !lastSegment.includes('.')) serveIndex(req, res, () => notFound(res));
      else notFound(res);
    });
  });
  // Keep-alive sockets would hold close() open for seconds.
  server.keepAliveTimeout = 1000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = server.address().port;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actualPort}`,
    port: actualPort,
    server,
    stop: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

module.exports = { startStaticServer };
