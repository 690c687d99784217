import { IMPORT_MESSAGES } from '@forkful/domain';
import { SafeFetcher } from './safe-fetcher';
import { configAllowing, LocalServer, refusalOf, startServer } from './test-servers.spec-helper';

/**
 * Every spelling of a non-public address is refused with a 400 before anything is fetched: real servers listen on
 * loopback (IPv4 and IPv6, one port) and must never see a connection.
 */
describe('SafeFetcher refuses non-public addresses', () => {
  let v4: LocalServer;
  let v6: LocalServer;
  let port: number;

  beforeAll(async () => {
    v4 = await startServer('127.0.0.1');
    port = v4.port;
    v6 = await startServer('::1', port);
  });
  afterAll(async () => {
    await Promise.all([v4.close(), v6.close()]);
  });

  // An allow-list entry for another port: a near miss must not let anything through.
  const fetcher = () => new SafeFetcher(configAllowing('127.0.0.1:1', '[::1]:1', 'localhost:1'));

  it.each([
    '127.0.0.1',
    '127.1',
    '2130706433',
    '0177.0.0.1',
    '0x7f000001',
    '0x7f.1',
    '127.0.0.2',
    'localhost',
    '0.0.0.0',
    '[::1]',
    '[0:0:0:0:0:0:0:1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::ffff:0.0.0.0]',
  ])('refuses http://%s:<port>/ and https://, and connects to nothing', async (host) => {
    for (const scheme of ['http', 'https']) {
      for (const fetch of [(u: string) => fetcher().fetchPage(u), (u: string) => fetcher().fetchImage(u)]) {
        const refusal = await refusalOf(fetch(`${scheme}://${host}:${port}/recipe`));
        expect(refusal).toEqual({ status: 400, message: IMPORT_MESSAGES.notPublicAddress });
      }
    }
    expect(v4.connections()).toBe(0);
    expect(v6.connections()).toBe(0);
  });

  it('refuses a name whose answers include one non-public address, though another is public', async () => {
    const resolve = jest.fn(async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    const refusal = await refusalOf(new SafeFetcher(configAllowing(), { resolve }).fetchPage(`http://mixed.test:${port}/`));
    expect(refusal).toEqual({ status: 400, message: IMPORT_MESSAGES.notPublicAddress });
    expect(resolve).toHaveBeenCalledWith('mixed.test');
    expect(v4.connections()).toBe(0);
  });

  it.each([
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://0.0.0.0/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[ff02::1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'ftp://example.com/recipe',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<h1>recipe</h1>',
    'http://cook:secret@example.com/',
  ])('refuses %s with a 400 notPublicAddress, without a lookup', async (url) => {
    const resolve = jest.fn(async () => [{ address: '93.184.216.34', family: 4 }]);
    const refusal = await refusalOf(new SafeFetcher(configAllowing(), { resolve }).fetchPage(url));
    expect(refusal).toEqual({ status: 400, message: IMPORT_MESSAGES.notPublicAddress });
    expect(resolve).not.toHaveBeenCalled();
  });
});
