import type { Recipe as RecipeView } from '@forkful/contracts/core';
import { RECIPES_PAGE_LIMIT_MAX } from '@forkful/contracts/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StreamableFile } from '@nestjs/common';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** GET /recipes without a query, serialized once (plain and gzipped) and shared by every caller until a change. */
export interface UnpagedRecipes {
  json: Buffer;
  gzip: Buffer;
  /** Recipes in the body: min(total, limit). */
  count: number;
  /** Recipes in the collection. */
  total: number;
  /** UNPAGED_RECIPES_LIMIT. */
  limit: number;
}

export async function serializeUnpaged(recipes: RecipeView[], total: number, limit: number): Promise<UnpagedRecipes> {
  const json = Buffer.from(JSON.stringify(recipes));
  // zlib runs on the thread pool: the event loop keeps serving meanwhile.
  return { json, gzip: await gzipAsync(json), count: recipes.length, total, limit };
}

/**
 * The paged call that continues where the capped body stops: the largest page size (at most the paged form's
 * maximum) that divides the limit, so the next page starts exactly after the last recipe sent.
 */
export function nextPagePath(limit: number): string {
  let size = Math.min(limit, RECIPES_PAGE_LIMIT_MAX);
  while (limit % size) size--;
  return `/recipes?page=${limit / size + 1}&limit=${size}`;
}

/**
 * Whether an Accept-Encoding header takes gzip over identity, as express's acceptsEncodings('gzip', 'identity') chose:
 * the higher quality wins, gzip on a tie; `*` stands for what is not named; identity not named (nor `*`) gets the
 * lowest quality named; no header at all means identity.
 */
export function prefersGzip(header: string | undefined): boolean {
  if (!header) return false;
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    qualities.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const named = [...qualities.values()];
  const gzip = qualities.get('gzip') ?? qualities.get('*') ?? 0;
  const identity = qualities.get('identity') ?? qualities.get('*') ?? (named.length ? Math.min(...named) : 1);
  return gzip > 0 && gzip >= identity;
}

/**
 * Headers of the unpaged answer (X-Total-Count, X-Result-Limit, and a Link rel="next" to the paged form when recipes
 * were left out) and its body, gzipped when the client accepts it.
 */
export function sendUnpaged(unpaged: UnpagedRecipes, publicUrl: string, request: FastifyRequest, response: FastifyReply): StreamableFile {
  response.header('X-Total-Count', String(unpaged.total));
  response.header('X-Result-Limit', String(unpaged.limit));
  if (unpaged.total > unpaged.count) response.header('Link', `<${publicUrl}${nextPagePath(unpaged.limit)}>; rel="next"`);
  response.header('Vary', 'Accept-Encoding');
  const zipped = prefersGzip(request.headers['accept-encoding']);
  if (zipped) response.header('Content-Encoding', 'gzip');
  const body = zipped ? unpaged.gzip : unpaged.json;
  return new StreamableFile(body, { type: 'application/json; charset=utf-8', length: body.length });
}
