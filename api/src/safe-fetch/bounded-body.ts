import type { HttpException } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import * as zlib from 'node:zlib';
import { refuse } from './refusals';

/** What we tell servers we can decode (each decoded with zlib, its output counted against the limit). */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/** A Content-Type header's media type (lower case, without parameters) and its charset parameter, if any. */
export function mediaTypeOf(header: string | undefined): { type: string; charset?: string } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charsetParameter = parameters.map((p) => p.trim()).find((p) => /^charset=/i.test(p));
  const charset = charsetParameter?.slice('charset='.length).replace(/^"(.*)"$/, '$1').trim().toLowerCase();
  return { type: type.trim().toLowerCase(), ...(charset ? { charset } : {}) };
}

/** A decoder for a Content-Encoding, undefined for none; an encoding we did not offer is refused. */
function decoderFor(encoding: string | undefined): Transform | undefined {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
    case '':
      return undefined;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw refuse.unreachable();
  }
}

/**
 * The response's body, decoded, refused with `tooLarge()` as soon as it passes `maxBytes`: at once when Content-Length
 * says so, else while it streams. Both the bytes on the wire and the decoded bytes are counted, so neither a chunked
 * body without a length nor a small gzip that inflates to gigabytes (a zip bomb) is read past the limit; the socket is
 * destroyed then, so the server stops sending. A connection cut before the end, or a corrupt encoding, is `unreachable`.
 */
export function readBoundedBody(response: IncomingMessage, maxBytes: number, tooLarge: () => HttpException): Promise<Buffer> {
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge());
  }
  let decoder: Transform | undefined;
  try {
    decoder = decoderFor(response.headers['content-encoding']);
  } catch (refusal) {
    response.destroy();
    return Promise.reject(refusal);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let wireBytes = 0;
    let bodyBytes = 0;
    let settled = false;
    const fail = (refusal: HttpException) => {
      if (settled) return;
      settled = true;
      response.destroy();
      decoder?.destroy();
      reject(refusal);
    };
    response.on('data', (chunk: Buffer) => {
      wireBytes += chunk.length;
      if (wireBytes > maxBytes) fail(tooLarge());
    });
    response.on('error', () => fail(refuse.unreachable()));
    // 'close' before the whole message arrived: the server (or the deadline) cut it short.
    response.on('close', () => {
      if (!response.complete) fail(refuse.unreachable());
    });
    const body = decoder ? response.pipe(decoder) : response;
    decoder?.on('error', () => fail(refuse.unreachable()));
    body.on('data', (chunk: Buffer) => {
      if (settled) return;
      bodyBytes += chunk.length;
      if (bodyBytes > maxBytes) return fail(tooLarge());
      chunks.push(chunk);
    });
    body.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, bodyBytes));
    });
  });
}
