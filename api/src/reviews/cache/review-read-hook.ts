import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { API_CONFIG, ApiConfig } from '../../config/api-config';
import { JSON_CONTENT_TYPE } from '../../common/json-bytes';
import { cachedReadLimit } from '../../rate-limits/cached-read-limit';
import { RateLimitStore } from '../../rate-limits/rate-limit-store';
import { REVIEW_PAGE_MAX } from '../dto/review-page-query.dto';
import { ReviewReadCache } from './review-read-cache';

/** `/recipes/{id}/reviews` with a recipe id as the API hands them out (other forms go through Nest's pipe). */
const REVIEWS_PATH = /^\/recipes\/([0-9a-f]{24})\/reviews$/;
/** `page=` as a client writes it plainly; other forms Nest's DTO may accept go through Nest (where the cache answers too). */
const PLAIN_PAGE = /^page=([1-9]\d{0,3})$/;

/** The recipe and page of a reviews page URL the hook may answer, or null for anything else (Nest answers it). */
export function reviewPageOf(url: string): { recipeId: string; page: number } | null {
  const mark = url.indexOf('?');
  const path = REVIEWS_PATH.exec(mark < 0 ? url : url.slice(0, mark));
  if (!path) return null;
  if (mark < 0) return { recipeId: path[1], page: 1 };
  const query = PLAIN_PAGE.exec(url.slice(mark + 1));
  const page = query ? Number(query[1]) : 0;
  return page >= 1 && page <= REVIEW_PAGE_MAX ? { recipeId: path[1], page } : null;
}

/** Writes the kept bytes on the raw response, with the headers the earlier hooks set (request id, security, CORS). */
function sendKept(reply: FastifyReply, body: Buffer): void {
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  headers['content-type'] = JSON_CONTENT_TYPE;
  headers['content-length'] = body.length;
  reply.hijack();
  reply.raw.writeHead(200, headers).end(body);
}

/**
 * Serves kept reviews pages from fastify, before Nest's routing, guards, pipes and interceptors: a hit costs a map
 * lookup, the caller's read limit and the bytes. Only anonymous GETs (a signed-in caller is counted under its verified
 * uid by the throttler, so it takes the whole path, where the controller answers from the same cache); a miss, a
 * caller over its read limit (the throttler answers the 429) and any other URL take the whole path too.
 */
export function serveReviewPagesFromCache(
  fastify: FastifyInstance,
  cache: ReviewReadCache,
  readAllowed: (request: IncomingMessage, address: string) => boolean,
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.headers.authorization) return done();
    const wanted = reviewPageOf(request.url);
    const kept = wanted && cache.pages.peek(wanted.recipeId, wanted.page);
    if (!kept || !readAllowed(request.raw, request.ip)) return done();
    cache.pages.countHit();
    sendKept(reply, kept);
  });
}

/**
 * Adds the hook to the app's fastify while Nest initializes the app (onModuleInit, within app.init()): createApp has
 * added the request id's, the security headers' and CORS's hooks by then, so theirs run first and are on every kept
 * answer as on Nest's (review-read-cache.api.spec.ts compares them). Without an HTTP adapter (a module compiled
 * alone) there is nothing to add to.
 */
@Injectable()
export class ReviewReadHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: ReviewReadCache,
    private readonly rateLimits: RateLimitStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (typeof fastify?.addHook !== 'function') return;
    serveReviewPagesFromCache(fastify, this.cache, cachedReadLimit(this.rateLimits, this.config.rateLimitReadPerMin));
  }
}
