import { IMPORT_MESSAGES } from '@forkful/domain';
import { ServerResponse } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { SafeFetcher } from './safe-fetcher';
import { configAllowing, LocalServer, refusalOf, startServer } from './test-servers.spec-helper';

const PAGE = '<html><head><title>Soupe à l’oignon</title></head><body>…</body></html>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A site on loopback, allow-listed: what a public recipe site looks like to the fetcher. */
describe('SafeFetcher fetches an allowed page or photo', () => {
  let site: LocalServer;
  const seen: Record<string, string | undefined>[] = [];

  function send(response: ServerResponse, headers: Record<string, string>, body: Buffer | string): void {
    response.writeHead(200, headers);
    response.end(body);
  }

  beforeAll(async () => {
    site = await startServer('127.0.0.1', 0, (request, response) => {
      seen.push({ ua: request.headers['user-agent'], accept: request.headers.accept, encoding: request.headers['accept-encoding'], host: request.headers.host });
      const page = Buffer.from(PAGE);
      switch (request.url) {
        case '/moved':
          response.writeHead(302, { location: '/recipes/onion-soup?from=moved' }).end();
          return;
        case '/recipes/onion-soup?from=moved':
          return send(response, { 'content-type': 'Text/HTML; Charset="UTF-8"' }, page);
        case '/xhtml':
          return send(response, { 'content-type': 'application/xhtml+xml' }, page);
        case '/gzip':
          return send(response, { 'content-type': 'text/html', 'content-encoding': 'gzip' }, gzipSync(page));
        case '/deflate':
          return send(response, { 'content-type': 'text/html', 'content-encoding': 'deflate' }, deflateSync(page));
        case '/br':
          return send(response, { 'content-type': 'text/html', 'content-encoding': 'br' }, brotliCompressSync(page));
        case '/photo.png':
          return send(response, { 'content-type': 'image/png' }, PNG);
        default:
          response.writeHead(404).end();
      }
    });
  });
  afterAll(() => site.close());

  it('follows a redirect and answers the final address, the media type in lower case and its charset', async () => {
    const fetched = await new SafeFetcher(configAllowing(site.hostPort)).fetchPage(`${site.origin}/moved`);
    expect(fetched).toEqual({
      url: `${site.origin}/recipes/onion-soup?from=moved`,
      contentType: 'text/html',
      charset: 'utf-8',
      body: Buffer.from(PAGE),
    });
  });

  it('says who is asking, what it accepts and the encodings it decodes', async () => {
    seen.length = 0;
    await new SafeFetcher(configAllowing(site.hostPort)).fetchPage(`${site.origin}/xhtml`);
    await new SafeFetcher(configAllowing(site.hostPort)).fetchImage(`${site.origin}/photo.png`);
    expect(seen).toEqual([
      { ua: expect.stringMatching(/^ForkfulRecipeImporter\/1\.0/), accept: expect.stringContaining('text/html'), encoding: 'gzip, deflate, br', host: site.hostPort },
      { ua: expect.stringMatching(/^ForkfulRecipeImporter\/1\.0/), accept: expect.stringContaining('image/webp'), encoding: 'gzip, deflate, br', host: site.hostPort },
    ]);
  });

  it('accepts XHTML as a page, without a charset', async () => {
    const fetched = await new SafeFetcher(configAllowing(site.hostPort)).fetchPage(`${site.origin}/xhtml`);
    expect(fetched.contentType).toBe('application/xhtml+xml');
    expect(fetched).not.toHaveProperty('charset');
  });

  it.each(['gzip', 'deflate', 'br'])('decodes a %s body', async (encoding) => {
    const fetched = await new SafeFetcher(configAllowing(site.hostPort)).fetchPage(`${site.origin}/${encoding}`);
    expect(fetched.body.toString()).toBe(PAGE);
  });

  it('fetches a photo', async () => {
    const fetched = await new SafeFetcher(configAllowing(site.hostPort)).fetchImage(`${site.origin}/photo.png`);
    expect(fetched).toEqual({ url: `${site.origin}/photo.png`, contentType: 'image/png', body: PNG });
  });

  it('lets an allow-listed host name through (localhost:<port>), though it resolves to loopback', async () => {
    const fetched = await new SafeFetcher(configAllowing(`localhost:${site.port}`)).fetchPage(`http://LOCALHOST:${site.port}/xhtml`);
    expect(fetched.url).toBe(`http://localhost:${site.port}/xhtml`);
  });

  it('fetches from an allow-listed IPv6 literal ([::1]:<port>)', async () => {
    const v6 = await startServer('::1');
    try {
      const fetched = await new SafeFetcher(configAllowing(v6.hostPort)).fetchPage(`${v6.origin}/`);
      expect(fetched).toMatchObject({ url: `http://[::1]:${v6.port}/`, contentType: 'text/html', charset: 'utf-8' });
      expect(v6.connections()).toBe(1);
    } finally {
      await v6.close();
    }
  });

  it('answers a 4xx upstreamError (422) for the far server’s error status', async () => {
    const refusal = await refusalOf(new SafeFetcher(configAllowing(site.hostPort)).fetchPage(`${site.origin}/missing`));
    expect(refusal).toEqual({ status: 422, message: IMPORT_MESSAGES.upstreamError(404) });
  });
});
