import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@forkful/domain';
import { SafeFetcher } from './safe-fetcher';
import { configAllowing, htmlPage, LocalServer, refusalOf, startServer } from './test-servers.spec-helper';

const REDIRECTS = [301, 302, 303, 307, 308];

/** Each redirect's address is checked like the first one; a DNS answer is used for exactly one connection. */
describe('SafeFetcher follows redirects and DNS answers safely', () => {
  let site: LocalServer; // allow-listed: the "public" site
  let internal: LocalServer; // not allow-listed: what must stay unreachable

  beforeAll(async () => {
    internal = await startServer('127.0.0.1');
    site = await startServer('127.0.0.1', 0, (request, response) => {
      const hop = /^\/hop\/(\d+)$/.exec(request.url ?? '');
      if (hop && Number(hop[1]) > 0) {
        const left = Number(hop[1]) - 1;
        // Relative and absolute Locations, every redirect status.
        const location = left % 2 ? `/hop/${left}` : `${site.origin}/hop/${left}`;
        response.writeHead(REDIRECTS[left % REDIRECTS.length], { location }).end();
      } else if (request.url === '/to-internal') {
        response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/admin` }).end();
      } else if (request.url === '/to-internal-decimal') {
        response.writeHead(301, { location: `http://2130706433:${internal.port}/admin` }).end();
      } else if (request.url === '/to-file') {
        response.writeHead(302, { location: 'file:///etc/passwd' }).end();
      } else {
        htmlPage('<h1>recipe</h1>')(request, response);
      }
    });
  });
  afterAll(() => Promise.all([site.close(), internal.close()]));

  const fetcher = () => new SafeFetcher(configAllowing(site.hostPort));

  it.each(['/to-internal', '/to-internal-decimal', '/to-file'])(
    'refuses a redirect (%s) to an address that is not public, and never connects to it',
    async (path) => {
      const refusal = await refusalOf(fetcher().fetchPage(`${site.origin}${path}`));
      expect(refusal).toEqual({ status: 400, message: IMPORT_MESSAGES.notPublicAddress });
      expect(internal.connections()).toBe(0);
    },
  );

  it(`follows ${IMPORT_LIMITS.maxRedirects} redirects, relative ones resolved against the address that sent them`, async () => {
    site.paths.length = 0;
    const fetched = await fetcher().fetchPage(`${site.origin}/hop/${IMPORT_LIMITS.maxRedirects}`);
    expect(fetched.url).toBe(`${site.origin}/hop/0`);
    expect(fetched.body.toString()).toBe('<h1>recipe</h1>');
    expect(site.paths).toHaveLength(IMPORT_LIMITS.maxRedirects + 1);
  });

  it(`refuses a chain of ${IMPORT_LIMITS.maxRedirects + 1} redirects without requesting its end`, async () => {
    site.paths.length = 0;
    const refusal = await refusalOf(fetcher().fetchPage(`${site.origin}/hop/${IMPORT_LIMITS.maxRedirects + 1}`));
    expect(refusal).toEqual({ status: 422, message: IMPORT_MESSAGES.tooManyRedirects });
    expect(site.paths).not.toContain('/hop/0');
  });

  describe('a host name whose DNS answer changes (rebinding)', () => {
    let first: LocalServer;
    let second: LocalServer;

    beforeAll(async () => {
      first = await startServer('127.0.0.1', 0, (request, response) => {
        if (request.url === '/again') response.writeHead(302, { location: `http://rebind.test:${first.port}/next` }).end();
        else htmlPage('<h1>the checked one</h1>')(request, response);
      });
      // 127.0.0.2 is loopback too: the "internal" server the second DNS answer names.
      second = await startServer('127.0.0.2', first.port, htmlPage('<h1>internal</h1>'));
    });
    afterAll(() => Promise.all([first.close(), second.close()]));

    /** 127.0.0.1 the first time (allow-listed), 127.0.0.2 (not) every time after. */
    function rebindingResolver() {
      let calls = 0;
      return jest.fn(async () => [{ address: (calls += 1) === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }]);
    }

    it('connects to the address it checked, looking the name up once', async () => {
      const resolve = rebindingResolver();
      const fetcher = new SafeFetcher(configAllowing(`127.0.0.1:${first.port}`), { resolve });
      const fetched = await fetcher.fetchPage(`http://rebind.test:${first.port}/`);
      expect(fetched.body.toString()).toBe('<h1>the checked one</h1>');
      expect(resolve).toHaveBeenCalledTimes(1);
      expect(resolve).toHaveBeenCalledWith('rebind.test');
      expect(first.connections()).toBe(1);
      expect(second.connections()).toBe(0);
    });

    it('checks the new answer when a redirect names the host again, and refuses it', async () => {
      const resolve = rebindingResolver();
      const fetcher = new SafeFetcher(configAllowing(`127.0.0.1:${first.port}`), { resolve });
      const refusal = await refusalOf(fetcher.fetchPage(`http://rebind.test:${first.port}/again`));
      expect(refusal).toEqual({ status: 400, message: IMPORT_MESSAGES.notPublicAddress });
      expect(resolve).toHaveBeenCalledTimes(2);
      expect(second.connections()).toBe(0);
    });
  });
});
