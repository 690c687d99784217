/**
 * What the safe fetcher's specs share: real HTTP servers on loopback that count the connections made to them (a
 * refused address must never get one), a config with IMPORT_ALLOW_HOSTS, and a refusal's status and message.
 * Not a spec itself (no tests), so jest does not run it.
 */
import { HttpException } from '@nestjs/common';
import { createServer, IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ApiConfig, loadConfig } from '../config/api-config';

export interface LocalServer {
  server: Server;
  host: string;
  port: number;
  /** `http://host:port`, IPv6 in brackets. */
  origin: string;
  /** `host:port` as IMPORT_ALLOW_HOSTS writes it. */
  hostPort: string;
  /** TCP connections accepted so far. */
  connections(): number;
  /** Paths requested so far, in order. */
  paths: string[];
  /** Resolves when the server has seen one of its connections close (the fetcher let go of it). */
  nextClose(): Promise<void>;
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A server on `host` (port 0: a free one), answering with `handler` (default: a small HTML page). */
export async function startServer(host: string, port = 0, handler: Handler = htmlPage('<p>hello</p>')): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  const paths: string[] = [];
  let closeWaiters: Array<() => void> = [];
  const server = createServer(((request, response) => {
    paths.push(request.url ?? '');
    handler(request, response);
  }) as RequestListener);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      const waiters = closeWaiters;
      closeWaiters = [];
      waiters.forEach((wake) => wake());
    });
  });
  let accepted = 0;
  server.on('connection', () => (accepted += 1));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as { port: number }).port;
  const written = host.includes(':') ? `[${host}]` : host;
  return {
    server,
    host,
    port: actualPort,
    origin: `http://${written}:${actualPort}`,
    hostPort: `${written}:${actualPort}`,
    connections: () => accepted,
    paths,
    nextClose: () => new Promise<void>((resolve) => closeWaiters.push(resolve)),
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A handler answering 200 with `html` as text/html; charset=utf-8. */
export function htmlPage(html: string): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  };
}

/** The API config of a test run, with these `host:port` entries allow-listed. */
export function configAllowing(...hostPorts: string[]): ApiConfig {
  return loadConfig({ NODE_ENV: 'test', IMPORT_ALLOW_HOSTS: hostPorts.join(',') });
}

/** What a fetch that must be refused was refused with (fails the test when it was not refused with an HttpException). */
export async function refusalOf(fetching: Promise<unknown>): Promise<{ status: number; message: string }> {
  const outcome = await fetching.then(
    () => new Error('fetched although it must be refused'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof HttpException)) throw outcome;
  return { status: outcome.getStatus(), message: outcome.message };
}
