import { HttpException, ServiceUnavailableException } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { endOpenStreams } from '../../common/open-streams';
import type { ApiConfig } from '../../config/api-config';
import { RecipeCache } from '../cache/recipe-cache';
import { changeFrame, EVERYTHING_CHANGED, PING } from './feed-subscriber';
import { FEED_SHUTTING_DOWN, RECIPE_FEED, RecipeChangeFeed, TOO_MANY_SUBSCRIBERS } from './recipe-change-feed';

const id = '0123456789abcdef01234567';
const READY = `event: ready\ndata: {"heartbeatMs":${RECIPE_FEED.heartbeatMs}}\n\n`;

/** A raw response: records what is written; 'close' follows end() and destroy(), as on a real connection. */
class StandInResponse extends EventEmitter {
  status?: number;
  headers?: Record<string, unknown>;
  written: string[] = [];
  ended = false;
  destroyed = false;
  req = { method: 'GET' };
  socket = { setNoDelay: jest.fn(), setKeepAlive: jest.fn(), destroyed: false };
  writeHead(status: number, headers: Record<string, unknown>) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  write(text: string): boolean {
    this.written.push(text);
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
    return this;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
}

function standInReply(method = 'GET') {
  const raw = new StandInResponse();
  raw.req.method = method;
  const reply = {
    raw: raw as unknown as ServerResponse,
    getHeaders: () => ({ 'x-content-type-options': 'nosniff', vary: 'Origin' }),
    header: jest.fn(),
    hijack: jest.fn(),
  };
  return { raw, reply };
}

describe('RecipeChangeFeed', () => {
  let cache: RecipeCache;
  let server: object;
  let feed: RecipeChangeFeed;
  const listeners = () => cache.listenerCount('changed');

  beforeEach(() => {
    cache = new RecipeCache({ recipesCacheFallbackTtlMs: 2000 } as ApiConfig);
    server = {};
    feed = new RecipeChangeFeed(cache, { httpAdapter: { getHttpServer: () => server } } as unknown as HttpAdapterHost);
  });
  afterEach(() => {
    feed.onModuleDestroy();
    jest.useRealTimers();
  });

  const subscribe = (method = 'GET') => {
    const subscriber = standInReply(method);
    feed.subscribe(subscriber.reply);
    return subscriber;
  };

  it('answers 200 with the event stream headers (and those already set), then `event: ready`', () => {
    const { raw, reply } = subscribe();
    expect(reply.hijack).toHaveBeenCalled();
    expect(raw.status).toBe(200);
    expect(raw.headers).toEqual({
      'x-content-type-options': 'nosniff',
      vary: 'Origin',
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    expect(raw.written).toEqual([READY]);
  });

  it("passes on the change stream's events while it runs (this process's writes arrive through it too)", () => {
    cache.setFollowingChanges(true); // no subscriber yet: not passed on
    const { raw } = subscribe();
    cache.changed({ kind: 'inserted', id });
    cache.changed({ kind: 'inserted', id }, 'change-stream');
    cache.changed({ kind: 'updated', id, fields: ['likeCount', 'updatedAt'] });
    cache.changed({ kind: 'updated', id, fields: ['likeCount', 'updatedAt'] }, 'change-stream');
    cache.changed({ kind: 'deleted', id });
    cache.changed({ kind: 'deleted', id }, 'change-stream');
    expect(raw.written).toEqual([READY, changeFrame({ kind: 'inserted', id }), changeFrame({ kind: 'updated', id, fields: null }), changeFrame({ kind: 'deleted', id })]);
    expect(raw.written[2]).toBe(`event: change\ndata: {"kind":"updated","id":"${id}"}\n\n`);
  });

  it("passes on this process's own writes while the change stream does not run, and a change of everything always", () => {
    const { raw } = subscribe();
    cache.changed({ kind: 'inserted', id });
    cache.setFollowingChanges(true); // the stream (re)started: changes may have been missed
    cache.invalidate();
    expect(raw.written).toEqual([READY, changeFrame({ kind: 'inserted', id }), EVERYTHING_CHANGED, EVERYTHING_CHANGED]);
  });

  it('listens to the recipe cache and beats only while someone subscribes; forgets whoever leaves', () => {
    jest.useFakeTimers();
    const baseline = listeners();
    const first = subscribe();
    const second = subscribe();
    expect(listeners()).toBe(baseline + 1);
    expect(feed.subscriberCount).toBe(2);
    expect(jest.getTimerCount()).toBe(1);
    first.raw.emit('close'); // the client went away
    cache.changed({ kind: 'inserted', id });
    expect(first.raw.written).toEqual([READY]);
    expect(second.raw.written).toEqual([READY, changeFrame({ kind: 'inserted', id })]);
    second.raw.emit('close');
    expect(feed.subscriberCount).toBe(0);
    expect(listeners()).toBe(baseline);
    expect(jest.getTimerCount()).toBe(0);
  });

  it(`refuses subscriber ${RECIPE_FEED.maxSubscribers + 1} with 429 and Retry-After, before sending anything; takes one again once a place frees`, () => {
    const all = Array.from({ length: RECIPE_FEED.maxSubscribers }, () => subscribe());
    const refused = standInReply();
    let error: unknown;
    try {
      feed.subscribe(refused.reply);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpException);
    expect((error as HttpException).getStatus()).toBe(429);
    expect((error as HttpException).message).toBe(TOO_MANY_SUBSCRIBERS);
    expect(refused.reply.header).toHaveBeenCalledWith('Retry-After', String(RECIPE_FEED.retryAfterSeconds));
    expect(refused.reply.hijack).not.toHaveBeenCalled();
    expect(refused.raw.status).toBeUndefined();
    expect(listeners()).toBe(1);

    all[0].raw.emit('close');
    expect(subscribe().raw.written).toEqual([READY]);
    expect(feed.subscriberCount).toBe(RECIPE_FEED.maxSubscribers);
  });

  it('pings every heartbeat, and cuts a subscriber that has read nothing for stalledAfterMs', () => {
    jest.useFakeTimers();
    const reading = subscribe();
    const stuck = subscribe();
    jest.spyOn(stuck.raw, 'write').mockReturnValue(false); // its buffer is full from now on
    cache.changed({ kind: 'inserted', id });
    jest.advanceTimersByTime(RECIPE_FEED.heartbeatMs);
    expect(reading.raw.written).toEqual([READY, changeFrame({ kind: 'inserted', id }), PING]);
    expect(stuck.raw.destroyed).toBe(false);
    jest.advanceTimersByTime(RECIPE_FEED.stalledAfterMs);
    expect(stuck.raw.destroyed).toBe(true);
    expect(reading.raw.destroyed).toBe(false);
    expect(feed.subscriberCount).toBe(1);
  });

  it('ends every stream once the server starts draining, and refuses new ones with 503', () => {
    const { raw } = subscribe();
    endOpenStreams(server);
    expect(raw.ended).toBe(true);
    expect(feed.subscriberCount).toBe(0);
    expect(listeners()).toBe(0);
    expect(() => feed.subscribe(standInReply().reply)).toThrow(new ServiceUnavailableException(FEED_SHUTTING_DOWN));
  });

  it('answers HEAD with the headers alone, and subscribes nobody', () => {
    const { raw } = subscribe('HEAD');
    expect(raw.status).toBe(200);
    expect(raw.written).toEqual([]);
    expect(raw.ended).toBe(true);
    expect(feed.subscriberCount).toBe(0);
  });

  it('subscribes nobody whose connection closed before its request reached the feed', () => {
    const gone = standInReply();
    gone.raw.socket.destroyed = true;
    feed.subscribe(gone.reply);
    expect(feed.subscriberCount).toBe(0);
    expect(listeners()).toBe(0);
  });

  it('ends every stream when the app closes', () => {
    const { raw } = subscribe();
    feed.onModuleDestroy();
    expect(raw.ended).toBe(true);
    expect(listeners()).toBe(0);
  });
});
