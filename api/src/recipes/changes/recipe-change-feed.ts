import { HttpException, HttpStatus, Injectable, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { endWhenDraining, isDraining } from '../../common/open-streams';
import { RecipeCache } from '../cache/recipe-cache';
import type { ChangeOrigin, RecipeChange } from '../cache/recipe-change';
import { changeFrame, FeedSubscriber, sseFrame } from './feed-subscriber';

/** The feed's bounds (GET /recipes/changes). */
export const RECIPE_FEED = {
  /** Connections at once, over all clients; the next is refused with 429. */
  maxSubscribers: 64,
  /** A `: ping` comment this often, so proxies keep an idle stream open. */
  heartbeatMs: 15_000,
  /** Events waiting for a client that does not read, before they become one "everything may have changed". */
  maxQueuedEvents: 256,
  /** A client that has read nothing for this long loses its connection (and its place). */
  stalledAfterMs: 60_000,
  /** Retry-After (seconds) of the 429. */
  retryAfterSeconds: 15,
} as const;

export const TOO_MANY_SUBSCRIBERS = `The recipe change feed has ${RECIPE_FEED.maxSubscribers} subscribers already: try again later`;
export const FEED_SHUTTING_DOWN = 'This API process is shutting down: connect again';

const STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress (and so buffer) the stream; X-Accel-Buffering: nginx must not buffer it.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

const READY = sseFrame('ready', { heartbeatMs: RECIPE_FEED.heartbeatMs });

/** The parts of fastify's reply the feed uses. */
export interface FeedReply {
  raw: ServerResponse;
  getHeaders(): Record<string, string | number | string[] | undefined>;
  header(name: string, value: string): unknown;
  hijack(): unknown;
}

/**
 * GET /recipes/changes: tells every subscriber, as a Server-Sent Event, each change RecipeCache reports (this process's
 * writes and likes, every process's through the change stream), so a server that keeps rendered pages drops them.
 * While the change stream runs it reports this process's writes too, so only its events are passed on (one event per
 * change); while it does not, this process's own. A change of everything ('all': the stream (re)started or stopped, a
 * repair) is always passed on, as `unknown`. One RecipeCache listener and one heartbeat timer serve all subscribers,
 * and both exist only while someone listens.
 */
@Injectable()
export class RecipeChangeFeed implements OnModuleDestroy {
  private readonly subscribers = new Map<FeedSubscriber, ServerResponse>();
  private heartbeat?: NodeJS.Timeout;
  private readonly onChange = (change: RecipeChange, origin: ChangeOrigin = 'this-process') => {
    if (change.kind !== 'all' && origin !== 'change-stream' && this.cache.following) return;
    const frame = changeFrame(change);
    for (const subscriber of this.subscribers.keys()) subscriber.send(frame);
  };

  constructor(
    private readonly cache: RecipeCache,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /**
   * Answers the request with the event stream: 200, `event: ready`, then its changes until the client leaves. Refused
   * before anything is sent (the usual JSON error) with 429 when the feed is full, 503 when the server is shutting down.
   */
  subscribe(reply: FeedReply): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as object | undefined;
    if (server && isDraining(server)) throw new ServiceUnavailableException(FEED_SHUTTING_DOWN);
    if (this.subscribers.size >= RECIPE_FEED.maxSubscribers) {
      reply.header('Retry-After', String(RECIPE_FEED.retryAfterSeconds));
      throw new HttpException(TOO_MANY_SUBSCRIBERS, HttpStatus.TOO_MANY_REQUESTS);
    }
    const response = reply.raw;
    reply.hijack();
    response.writeHead(200, { ...reply.getHeaders(), ...STREAM_HEADERS });
    if (response.req?.method === 'HEAD') return void response.end();
    // A client gone while its request went through Nest: its 'close' has passed, it would never be forgotten.
    if (response.destroyed || !response.socket || response.socket.destroyed) return;
    response.socket.setNoDelay(true);
    response.socket.setKeepAlive(true, RECIPE_FEED.heartbeatMs);

    const subscriber = new FeedSubscriber(response, RECIPE_FEED.maxQueuedEvents);
    this.subscribers.set(subscriber, response);
    if (this.subscribers.size === 1) this.start();
    const forget = server ? endWhenDraining(server, () => response.end()) : () => undefined;
    response.once('close', () => {
      forget();
      subscriber.close();
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.stop();
    });
    subscriber.send(READY);
  }

  onModuleDestroy(): void {
    for (const response of this.subscribers.values()) response.end();
    this.subscribers.clear();
    this.stop();
  }

  private start(): void {
    this.cache.on('changed', this.onChange);
    this.heartbeat = setInterval(() => this.beat(), RECIPE_FEED.heartbeatMs);
    this.heartbeat.unref();
  }

  private stop(): void {
    this.cache.off('changed', this.onChange);
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** Pings everyone keeping up; cuts whoever has read nothing for stalledAfterMs (its 'close' then frees its place). */
  private beat(): void {
    const now = Date.now();
    for (const [subscriber, response] of this.subscribers) {
      if (subscriber.blockedFor(now) >= RECIPE_FEED.stalledAfterMs) response.destroy();
      else subscriber.ping();
    }
  }
}
