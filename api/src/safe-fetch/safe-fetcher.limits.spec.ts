import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@forkful/domain';
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SafeFetcher } from './safe-fetcher';
import { configAllowing, LocalServer, refusalOf, startServer } from './test-servers.spec-helper';

/** Small sizes, and the default 10 s deadline: only the two deadline tests use their own short one (a loaded machine must not turn a size or type refusal into "too slow"). */
const LIMITS = { pageMaxBytes: 64 * 1024, imageMaxBytes: 128 * 1024 };
const SHORT_DEADLINE = { ...LIMITS, timeoutMs: 1000 };
/** 16 MB of zeros, which gzip and brotli squeeze to a few kilobytes: a zip bomb for any of our limits. */
const ZEROS = Buffer.alloc(16 * 1024 * 1024);
const GZIP_BOMB = gzipSync(ZEROS);
const BROTLI_BOMB = brotliCompressSync(ZEROS);

/** Writes chunks as fast as the socket takes them, until the client goes away: a body without end or length. */
function endless(response: ServerResponse, headers: Record<string, string>): void {
  response.writeHead(200, headers);
  const chunk = Buffer.alloc(16 * 1024, 'a');
  const pump = () => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once('drain', pump);
  };
  pump();
}

/** Time, size and shape: refused at the deadline, at the limit, on the headers. */
describe('SafeFetcher bounds time, size and content', () => {
  let site: LocalServer;

  beforeAll(async () => {
    site = await startServer('127.0.0.1', 0, (request, response) => {
      // ?type= the Content-Type to answer ('none': no header), ?bytes= the Content-Length to declare, ?status=.
      const { pathname: path, searchParams } = new URL(request.url ?? '/', site.origin);
      const contentType = searchParams.get('type') ?? 'text/html';
      switch (path) {
        case '/drip': {
          // Headers at once, then one byte every 200 ms, forever: each byte alone is prompt.
          response.writeHead(200, { 'content-type': contentType });
          const drip = setInterval(() => response.write('.'), 200);
          response.on('close', () => clearInterval(drip));
          return;
        }
        case '/silent':
          return; // never answers
        case '/declares-too-much': {
          // The headers promise more than the limit; the body never comes, so only the header can refuse it in time.
          response.writeHead(200, { 'content-type': contentType, 'content-length': searchParams.get('bytes') ?? '' });
          response.write('<');
          return;
        }
        case '/endless':
          return endless(response, { 'content-type': contentType });
        case '/gzip-bomb':
          response.writeHead(200, { 'content-type': contentType, 'content-encoding': 'gzip' });
          return void response.end(GZIP_BOMB);
        case '/brotli-bomb':
          response.writeHead(200, { 'content-type': contentType, 'content-encoding': 'br' });
          return void response.end(BROTLI_BOMB);
        case '/typed':
          response.writeHead(200, contentType === 'none' ? {} : { 'content-type': contentType });
          return void response.end('{"not":"a page"}');
        case '/cut-short':
          response.writeHead(200, { 'content-type': contentType, 'content-length': '100' });
          response.write('<p>half');
          return void setTimeout(() => response.destroy(), 20);
        case '/corrupt-gzip':
          response.writeHead(200, { 'content-type': contentType, 'content-encoding': 'gzip' });
          return void response.end('this is not gzip');
        case '/error':
          return void response.writeHead(Number(searchParams.get('status'))).end('<h1>secret stack trace</h1>');
        default:
          response.writeHead(404).end();
      }
    });
  });
  afterAll(() => site.close());

  const fetcher = () => new SafeFetcher(configAllowing(site.hostPort), LIMITS);
  const page = (path: string) => fetcher().fetchPage(`${site.origin}${path}`);
  const image = (path: string) => fetcher().fetchImage(`${site.origin}${path}`);
  const hurried = () => new SafeFetcher(configAllowing(site.hostPort), SHORT_DEADLINE);

  it('cuts a server dripping its body at the deadline, closing the connection', async () => {
    const closed = site.nextClose();
    expect(await refusalOf(hurried().fetchPage(`${site.origin}/drip`))).toEqual({ status: 422, message: IMPORT_MESSAGES.tooSlow });
    await closed;
  });

  it('cuts a server that never answers at the deadline', async () => {
    expect(await refusalOf(hurried().fetchImage(`${site.origin}/silent?type=image/png`))).toEqual({ status: 422, message: IMPORT_MESSAGES.tooSlow });
  });

  it('refuses on a Content-Length over the limit, before reading the body', async () => {
    const pageRefusal = await refusalOf(page(`/declares-too-much?bytes=${LIMITS.pageMaxBytes + 1}`));
    expect(pageRefusal).toEqual({ status: 422, message: IMPORT_MESSAGES.tooLarge });
    const photoRefusal = await refusalOf(image(`/declares-too-much?type=image/jpeg&bytes=${LIMITS.imageMaxBytes + 1}`));
    expect(photoRefusal).toEqual({ status: 422, message: IMPORT_MESSAGES.imageTooLarge });
  });

  it(`keeps IMPORT_LIMITS' sizes by default (${IMPORT_LIMITS.pageMaxBytes} and ${IMPORT_LIMITS.imageMaxBytes} bytes)`, async () => {
    const fetcher = new SafeFetcher(configAllowing(site.hostPort));
    const pageRefusal = await refusalOf(fetcher.fetchPage(`${site.origin}/declares-too-much?bytes=${IMPORT_LIMITS.pageMaxBytes + 1}`));
    expect(pageRefusal).toEqual({ status: 422, message: IMPORT_MESSAGES.tooLarge });
    const photo = fetcher.fetchImage(`${site.origin}/declares-too-much?type=image/png&bytes=${IMPORT_LIMITS.imageMaxBytes + 1}`);
    expect(await refusalOf(photo)).toEqual({ status: 422, message: IMPORT_MESSAGES.imageTooLarge });
  });

  it('stops reading a body without a length as soon as it passes the limit, closing the connection', async () => {
    let closed = site.nextClose();
    expect(await refusalOf(page('/endless'))).toEqual({ status: 422, message: IMPORT_MESSAGES.tooLarge });
    await closed;
    closed = site.nextClose();
    expect(await refusalOf(image('/endless?type=image/webp'))).toEqual({ status: 422, message: IMPORT_MESSAGES.imageTooLarge });
    await closed;
  });

  it.each(['/gzip-bomb', '/brotli-bomb'])('counts decoded bytes: %s stops at the limit', async (path) => {
    expect(await refusalOf(page(path))).toEqual({ status: 422, message: IMPORT_MESSAGES.tooLarge });
    expect(await refusalOf(image(`${path}?type=image/avif`))).toEqual({ status: 422, message: IMPORT_MESSAGES.imageTooLarge });
  });

  it('refuses a gzip bomb under the default page limit too', async () => {
    const fetcher = new SafeFetcher(configAllowing(site.hostPort));
    expect(await refusalOf(fetcher.fetchPage(`${site.origin}/gzip-bomb`))).toEqual({ status: 422, message: IMPORT_MESSAGES.tooLarge });
  });

  it.each(['application/json', 'text/plain', 'image/png', 'none'])('refuses a page answered as %s', async (type) => {
    expect(await refusalOf(page(`/typed?type=${encodeURIComponent(type)}`))).toEqual({ status: 422, message: IMPORT_MESSAGES.notWebPage });
  });

  it.each(['text/html', 'image/svg+xml', 'image/x-icon', 'application/octet-stream', 'none'])(
    'refuses a photo answered as %s',
    async (type) => {
      expect(await refusalOf(image(`/typed?type=${encodeURIComponent(type)}`))).toEqual({ status: 422, message: IMPORT_MESSAGES.notImage });
    },
  );

  it.each([404, 410, 500, 503, 302])('refuses a final HTTP %s with upstreamError, as a 422 without its body', async (status) => {
    const refusal = await refusalOf(page(`/error?status=${status}`));
    expect(refusal).toEqual({ status: 422, message: IMPORT_MESSAGES.upstreamError(status) });
  });

  it.each(['/cut-short', '/corrupt-gzip'])('answers unreachable for a body that cannot be read (%s)', async (path) => {
    expect(await refusalOf(page(path))).toEqual({ status: 422, message: IMPORT_MESSAGES.unreachable });
  });
});
