import accepts from 'accepts';
import type { IncomingMessage } from 'node:http';
import type { ImageFormat } from './image-processing';

/**
 * AVIF only for a client that names `image/avif` in Accept (q above 0), as browsers that decode it do; a bare `*\/*`
 * or `image/*` does not promise an AVIF decoder, so those get WebP, which every current browser shows.
 */
export function servedFormat(request: Pick<IncomingMessage, 'headers'>): ImageFormat {
  const named = accepts(request as IncomingMessage).types() as string[];
  return named.includes('image/avif') ? 'avif' : 'webp';
}
