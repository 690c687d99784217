/**
 * The origin servers of a folder deployment store (fastify + @fastify/static), in two modes:
 *   --app shell   the shell: its part of the store at the root (origin-files.ts), plus /config.json and /remotes.json
 *                 (shell/server/runtime-config.ts)
 *   --remotes     ONE process for every remote: /<app>/current.json, /<app>/versions/<id>/<file>, /<app>/<file>, and
 *                 /registry.json (the store's registry of live remotes). A remote deployed while it runs is served
 *                 at once: nothing is listed at start. CORS is open (the shell's origin loads from it).
 * Precompressed .br/.gz are sent by Accept-Encoding; cache headers come from cache-policy.ts.
 *
 * Run alone: npx tsx deploy/src/origin-server.ts --app shell|--remotes [--store <folder>] (default: $FORKFUL_DATA_DIR/deploy)
 *            [--port <port>] [--host 127.0.0.1] [--workers <n|auto>] (the shell only; default $ORIGIN_WORKERS, else 1:
 *            above 1, that many processes share the port, origin-workers.ts)
 */
import fs from 'fs';
import path from 'path';
import type { AddressInfo } from 'net';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_APP_NAME_PATTERN, REMOTES_ORIGIN } from '@forkful/topology';
// The shell's runtime configuration is the shell team's code; its origin server mounts it.
import { RUNTIME_CONFIG_HEADERS, runtimeConfigResponse } from '@forkful/shell/server/runtime-config';
// [SSR] So is its server rendering (shell/server/ssr): pages, robots.txt, sitemap.xml.
import { createShellSsr, publicOriginOf } from '@forkful/shell/server/ssr';
// [canary] So is the per-session split of canary releases: a session's bucket cookie, its registry.
import { hasCanary, registryForBucket, sessionOf } from '@forkful/shell/server/canary-split';
import type { RemoteRegistry } from '@forkful/topology';
import { cacheControlFor } from './cache-policy';
import { SHELL_NAME, findApp, storeOnlyApp, type App } from './apps';
import { DEFAULT_TARGET } from './stores';
import { REGISTRY_KEY } from './registry';
import { answerAppFile, safeRelative, notFound, readJsonOrUndefined } from './origin-files';
import { isWorker, runPrimary, workerCountOf } from './origin-workers';
import { FileStore } from './stores/file-store';
import { startConfiguredCanaryAnalysis, type CanaryAnalysis } from './canary/analyzer';
import { loggingOptions, logRequests, originLogger } from './logging';
import type { Logger } from 'pino';

/** The shell's /config.json and /remotes.json: the body for a pathname, or undefined for any other path. */
export type RuntimeConfigAnswer = (pathname: string) => Promise<unknown>;

/** [SSR] A request as the shell's server rendering reads it, and its answer (undefined: answer the file as without it). */
export interface SsrRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** [canary] The session's bucket, 0 to 99. */
  bucket?: number;
}
export interface SsrAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}
export type ShellSsrAnswer = (request: SsrRequest) => Promise<SsrAnswer | undefined>;

/** The port a listening server took (`--port 0`: the one the system chose). */
export function portOf(server: FastifyInstance): number {
  return (server.server.address() as AddressInfo).port;
}

/** A fastify server with @fastify/static (sendFile only), the cache headers, optional open CORS and plain errors. */
async function baseServer({ root, cors, logger }: { root: string; cors: boolean; logger?: Logger }): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, ...loggingOptions(logger), routerOptions: { maxParamLength: 1000 }, return503OnClosing: false });
  logRequests(server, logger);
  await server.register(fastifyStatic, {
    root,
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
  server.setNotFoundHandler((request, reply) => notFound(reply));
  server.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    reply.code(status).type('text/plain; charset=utf-8').send(status === 500 ? 'Internal error' : error.message);
  });
  return server;
}

export interface OriginServerOptions {
  /** The folder store's root. */
  storeDir: string;
  app: Pick<App, 'name' | 'isShell'>;
  /** Access-Control-Allow-Origin: * (default for a remote). */
  cors?: boolean;
  /** The shell's /config.json, /remotes.json. */
  runtimeConfig?: RuntimeConfigAnswer;
  /** [SSR] the shell's server rendering (shell/server/ssr): its answer, or undefined to answer the file as without it. */
  ssr?: ShellSsrAnswer;
  /** [canary] The bucket cookie is Secure (the public origin is https). */
  secureCookies?: boolean;
  /** JSON lines (logging.ts); none: quiet (tests, the deploy's render check). */
  logger?: Logger;
}

/** [canary] `Cache-Control` for a response that sets a session's cookie: private. */
function privately(cacheControl: string | undefined): string {
  if (!cacheControl) return 'private, no-cache';
  return /\bprivate\b/.test(cacheControl) ? cacheControl : `private, ${cacheControl.replace(/\bpublic,?\s*/, '')}`;
}

/** One app's origin (the shell's, in practice): its folder of the store at the root. */
export async function createOriginServer({ storeDir, app, cors = !app.isShell, runtimeConfig, ssr, secureCookies = false, logger }: OriginServerOptions): Promise<FastifyInstance> {
  const appDir = path.join(path.resolve(storeDir), app.name);
  const server = await baseServer({ root: appDir, cors, logger });
  server.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const rel = safeRelative(request.params['*']);
    if (rel === undefined) return notFound(reply);
    // [canary] A session's bucket comes with its first document or /remotes.json (a new one, and its cookie, when
    // it has none). Files do not draw one: the split's sequence counts sessions, not requests.
    const session = app.isShell && (rel === 'remotes.json' || !path.posix.basename(rel).includes('.'))
      ? sessionOf(request.headers.cookie, { secure: secureCookies })
      : undefined;
    // A response that gives a session its bucket is that session's alone: no shared cache may hand it to another.
    if (session && session.setCookie) reply.header('Set-Cookie', session.setCookie);
    if (runtimeConfig) {
      const body = await runtimeConfig(`/${rel}`);
      if (body !== undefined && rel === 'remotes.json' && session) {
        const registry = body as RemoteRegistry;
        return reply.headers(RUNTIME_CONFIG_HEADERS).headers(hasCanary(registry) ? { Vary: 'Cookie' } : {}).send(registryForBucket(registry, session.bucket));
      }
      if (body !== undefined) return reply.headers(RUNTIME_CONFIG_HEADERS).send(body);
    }
    // [SSR] Pages (what answerAppFile would answer with index.html), robots.txt and sitemap.xml.
    if (ssr) {
      const answer = await ssr({ method: request.method, url: request.url, headers: request.headers, bucket: session && session.bucket });
      if (answer) {
        const headers = session && session.setCookie ? { ...answer.headers, 'Cache-Control': privately(answer.headers['Cache-Control']) } : answer.headers;
        return reply.code(answer.status).headers(headers).send(answer.body);
      }
    }
    if (session && session.setCookie) reply.header('Cache-Control', 'private, no-cache');
    return answerAppFile(reply, app, appDir, rel);
  });
  return server;
}

function isFolder(dir: string): Promise<boolean> {
  return fs.promises.stat(dir).then((stats) => stats.isDirectory(), () => false);
}

/** The remotes origin: every remote's folder of the store under /<app>/, and /registry.json. */
export async function createRemotesOriginServer({ storeDir, logger }: { storeDir: string; logger?: Logger }): Promise<FastifyInstance> {
  const root = path.resolve(storeDir);
  const server = await baseServer({ root, cors: true, logger });
  server.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const rel = safeRelative(request.params['*']);
    if (rel === undefined) return notFound(reply);
    if (rel === REGISTRY_KEY) {
      const registry = await readJsonOrUndefined(path.join(root, REGISTRY_KEY));
      return registry ? reply.header('Cache-Control', 'no-cache').send(registry) : notFound(reply);
    }
    const slash = rel.indexOf('/');
    const name = slash < 0 ? rel : rel.slice(0, slash);
    // Only remotes: the shell has its own origin, and nothing else of the store (the lock) is served.
    if (name === SHELL_NAME || !REMOTE_APP_NAME_PATTERN.test(name)) return notFound(reply);
    const appDir = path.join(root, name);
    if (!(await isFolder(appDir))) return notFound(reply);
    if (slash < 0) return reply.redirect(`/${name}/`, 301);
    return answerAppFile(reply, storeOnlyApp(name), appDir, rel.slice(slash + 1));
  });
  return server;
}

function argValue(argv: string[], name: string): string | undefined;
function argValue<T>(argv: string[], name: string, fallback: T): string | T;
function argValue(argv: string[], name: string, fallback?: unknown): unknown {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
}

/** The app named by --app (findApp's message lists the valid names when it is missing or unknown). */
function appOf(argv: string[]): App {
  return findApp(String(argValue(argv, 'app')));
}

/** What one origin serves, as its "… on http://host:port" line says it. */
function describeApp(app: App, storeDir: string): string {
  return `${app.dir || app.name} from ${path.join(storeDir, app.name)}`;
}

/**
 * The shell with --workers / ORIGIN_WORKERS above 1: this process becomes the cluster's primary (origin-workers.ts)
 * and each worker runs main() as the single process would. The remotes origin and other apps: always one process.
 */
function startedAsPrimary(argv: string[]): boolean {
  if (isWorker() || argv.includes('--remotes')) return false;
  const app = appOf(argv);
  if (!app.isShell) return false;
  const count = workerCountOf(argv, process.env);
  if (count === 1) return false;
  publicOriginOf(process.env, 0); // a bad PUBLIC_ORIGIN stops the start here, once, not in every worker
  const storeDir = argValue(argv, 'store', DEFAULT_TARGET);
  runPrimary({ count, host: argValue(argv, 'host', '127.0.0.1'), what: describeApp(app, storeDir) });
  return true;
}

async function main(argv: string[]): Promise<void> {
  if (startedAsPrimary(argv)) return;
  const storeDir = argValue(argv, 'store', DEFAULT_TARGET);
  const host = argValue(argv, 'host', '127.0.0.1');
  const logger = originLogger(process.env);
  let server: FastifyInstance;
  let what: string;
  if (argv.includes('--remotes')) {
    const port = Number(argValue(argv, 'port', process.env[REMOTES_ORIGIN.portEnv] || REMOTES_ORIGIN.port));
    server = await createRemotesOriginServer({ storeDir, logger });
    // The one remotes process runs the canary analysis (canary/analyzer.ts): one per stack, whatever the shell's workers.
    let analysis: CanaryAnalysis | undefined;
    server.addHook('onClose', async () => analysis && analysis.stop());
    await server.listen({ port, host });
    // Its lines (a canary promoted or rolled back, and why) are warnings: they show at LOG_LEVEL=warn, the local stack's.
    analysis = startConfiguredCanaryAnalysis({ store: new FileStore(storeDir), log: (line) => logger.warn(line) });
    what = `every remote (/<app>/) and /registry.json from ${storeDir}`;
  } else {
    const app = appOf(argv);
    const port = Number(argValue(argv, 'port', app.port));
    // The shell's /remotes.json reads the registry of the store it serves from, unless told another one.
    const registryGiven = process.env.FORKFUL_DEPLOY_STORE || process.env.REMOTES_REGISTRY_URL;
    const env = registryGiven ? process.env : { ...process.env, FORKFUL_DEPLOY_STORE: storeDir };
    const runtimeConfig = app.isShell ? (pathname: string) => runtimeConfigResponse(pathname, env) : undefined;
    // [SSR] The shell's pages are rendered on the server (SSR=off: as before). Canonical URLs name PUBLIC_ORIGIN, else
    // http://localhost:<port>, never the Host header. The port is known once listening (--port 0).
    let origin = app.isShell ? publicOriginOf(env, port) : ''; // a bad PUBLIC_ORIGIN stops the start here
    const shellSsr = runtimeConfig ? createShellSsr({ storeDir, runtimeConfig, env, origin: () => origin }) : undefined;
    server = await createOriginServer({ storeDir, app, runtimeConfig, ssr: shellSsr && shellSsr.answer, secureCookies: origin.startsWith('https:'), logger });
    if (shellSsr) server.addHook('onClose', () => shellSsr.close());
    await server.listen({ port, host });
    if (shellSsr) origin = publicOriginOf(env, portOf(server));
    what = describeApp(app, storeDir);
  }
  let closing: Promise<never> | undefined;
  const close = () => {
    closing = closing || server.close().then(() => process.exit(0));
    return closing;
  };
  process.on('SIGTERM', close);
  if (isWorker()) {
    // The primary prints the one address line, and stops the workers itself (SIGTERM) on a Ctrl-C: a worker that
    // went on its own first would be taken for a crash and forked again.
    process.on('SIGINT', () => {});
    return;
  }
  console.log(`${what} on http://${host}:${portOf(server)}`);
  process.on('SIGINT', close);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
