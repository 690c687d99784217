import { type Recipe as RecipeView, RECIPES_PAGE_LIMIT_MAX } from '@forkful/domain';
import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StreamableFile } from '@nestjs/common';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import vary from 'vary';

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
 * Headers of the unpaged answer (X-Total-Count, X-Result-Limit, and a Link rel="next" to the paged form when recipes
 * were left out) and its body, gzipped when the client accepts it.
 */
export function sendUnpaged(unpaged: UnpagedRecipes, publicUrl: string, request: FastifyRequest, response: FastifyReply): StreamableFile {
  response.header('X-Total-Count', String(unpaged.total));
  response.header('X-Result-Limit', String(unpaged.limit));
  if (unpaged.total > unpaged.count) response.header('Link', `<${publicUrl}${nextPagePath(unpaged.limit)}>; rel="next"`);
  // Added to CORS's Vary: Origin, never in its place (a shared cache must key on both).
  response.header('Vary', vary.append(String(response.getHeader('vary') ?? ''), 'Accept-Encoding'));
  // The negotiation express's acceptsEncodings made: the better quality wins, gzip on a tie.
  const zipped = accepts(request.raw).encoding('gzip', 'identity') === 'gzip';
  if (zipped) response.header('Content-Encoding', 'gzip');
  const body = zipped ? unpaged.gzip : unpaged.json;
  return new StreamableFile(body, { type: 'application/json; charset=utf-8', length: body.length });
}
