#!/usr/bin/env node
'use strict';
/**
 * The origin server of one app, serving its part of a folder deployment store (fastify + @fastify/static):
 *   /current.json             the pointer (which version is current)
 *   /versions/<id>/<file>     any version still in the history: what a tab opened before a deploy keeps loading
 *   /<file>                   the current version; a content-hashed file of an older version is still found (a tab
 *                             holding an older shell page); the shell answers unknown routes with its index.html
 *   /config.json, /remotes.json   the shell's runtime configuration (shell/server/runtime-config.js)
 * Precompressed .br/.gz are sent by Accept-Encoding; cache headers come from cache-policy.js. The pointer is read on
 * each request, so a deploy or rollback is live at once without a restart. A missing or vanished file is a 404.
 *
 * Run alone: node deploy/src/origin-server.js --app recipes --store .data/deploy (default: $FORKFUL_DATA_DIR/deploy) --port <port> [--host 127.0.0.1]
 */
const fs = require('fs');
const path = require('path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { isVersionId } = require('./version-id');
const { cacheControlFor, isHashed } = require('./cache-policy');
const { findApp } = require('./apps');
const { DEFAULT_TARGET } = require('./stores');
// The shell's runtime configuration is the shell team's code; its origin server mounts it.
const { RUNTIME_CONFIG_HEADERS, runtimeConfigResponse } = require('../../shell/server/runtime-config');

const VERSION_PATH = /^versions\/([^/]+)\/(.+)$/;

async function exists(file) {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

function readPointer(appDir) {
  return fs.promises.readFile(path.join(appDir, 'current.json'), 'utf8').then(JSON.parse, () => undefined);
}

/** A request path as a relative file path, or undefined when it tries to leave its folder. */
function safeRelative(raw) {
  const rel = String(raw || '').replace(/^\/+/, '');
  if (rel.includes('\0') || rel.includes('\\') || rel.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return rel;
}

/**
 * @param {object} options
 * @param {string} options.storeDir        the folder store's root
 * @param {import('./apps').App} options.app
 * @param {boolean} [options.cors]         Access-Control-Allow-Origin: * (remotes are loaded by the shell's origin)
 * @param {(pathname: string) => Promise<object|undefined>} [options.runtimeConfig]  the shell's /config.json, /remotes.json
 */
async function createOriginServer({ storeDir, app, cors = !app.isShell, runtimeConfig }) {
  const appDir = path.join(path.resolve(storeDir), app.name);
  const versionsDir = path.join(appDir, 'versions');
  const server = Fastify({ logger: false, routerOptions: { maxParamLength: 1000 }, return503OnClosing: false });
  await server.register(fastifyStatic, {
    root: versionsDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      // The same URL answers br, gzip or plain bytes: caches in between must key on Accept-Encoding.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  if (cors) {
    server.addHook('onRequest', async (request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS') {
        reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS').header('Access-Control-Allow-Headers', '*');
        return reply.code(204).send();
      }
      return undefined;
    });
  }

  const notFound = (reply) => reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not found');
  const sendFrom = (reply, id, rel) => reply.sendFile(rel, path.join(versionsDir, id));

  const fileExists = (id, rel) => exists(path.join(versionsDir, id, rel));
  /** A version that has a record (complete) and still has this file. */
  const hasFile = async (id, rel) => isVersionId(id) && (await exists(path.join(versionsDir, `${id}.json`))) && fileExists(id, rel);

  const handle = async (request, reply) => {
    const rel = safeRelative(request.params['*']);
    if (rel === undefined) return notFound(reply);
    if (runtimeConfig) {
      const body = await runtimeConfig(`/${rel}`);
      if (body !== undefined) return reply.headers(RUNTIME_CONFIG_HEADERS).send(body);
    }
    if (rel === 'current.json') {
      const pointer = await readPointer(appDir);
      return pointer ? reply.header('Cache-Control', 'no-cache').send(pointer) : notFound(reply);
    }
    const versioned = VERSION_PATH.exec(rel);
    if (versioned) return (await hasFile(versioned[1], versioned[2])) ? sendFrom(reply, versioned[1], versioned[2]) : notFound(reply);

    const pointer = await readPointer(appDir);
    if (!pointer) return reply.code(503).type('text/plain; charset=utf-8').send(`No version of ${app.name} is deployed yet.`);
    const file = rel || 'index.html';
    // The pointer only ever names a recorded version (switchTo checks), so only the file needs looking up.
    const current = isVersionId(pointer.version) ? pointer.version : undefined;
    if (current && (await fileExists(current, file))) return sendFrom(reply, current, file);
    if (isHashed(file)) {
      // Content-hashed names never change meaning: an older version's copy is the same file.
      const ids = (await fs.promises.readdir(versionsDir)).filter(isVersionId).sort().reverse();
      for (const id of ids) if (await hasFile(id, file)) return sendFrom(reply, id, file);
    }
    // Client-side routes of the shell (a last segment without an extension) get its page.
    if (current && app.isShell && !path.posix.basename(file).includes('.')) return sendFrom(reply, current, 'index.html');
    return notFound(reply);
  };
  server.get('/*', handle);
  server.setNotFoundHandler((request, reply) => notFound(reply));
  server.setErrorHandler((error, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    reply.code(status).type('text/plain; charset=utf-8').send(status === 500 ? 'Internal error' : error.message);
  });
  return server;
}

function argValue(argv, name, fallback) {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
}

async function main(argv) {
  const app = findApp(argValue(argv, 'app'));
  const storeDir = argValue(argv, 'store', DEFAULT_TARGET);
  const port = Number(argValue(argv, 'port', app.port));
  const host = argValue(argv, 'host', '127.0.0.1');
  const runtimeConfig = app.isShell ? (pathname) => runtimeConfigResponse(pathname, process.env) : undefined;
  const server = await createOriginServer({ storeDir, app, runtimeConfig });
  await server.listen({ port, host });
  console.log(`${app.dir} from ${path.join(storeDir, app.name)} on http://${host}:${server.server.address().port}`);
  const close = () => server.close().then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { createOriginServer };
