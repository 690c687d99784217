import { IMPORT_MESSAGES } from '@forkful/domain';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, get, Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SafeFetcher } from './safe-fetcher';
import { configAllowing, LocalServer, refusalOf, startServer } from './test-servers.spec-helper';

const UNREACHABLE = { status: 422, message: IMPORT_MESSAGES.unreachable };

/** A self-signed certificate for localhost, made with openssl (absent: the TLS check below is skipped, saying so). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'forkful-safe-fetch-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert];
    execFileSync('openssl', args, { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the network does wrong: each a 422 `unreachable`, never a 5xx or the error's own words. */
describe('SafeFetcher answers unreachable when the address cannot be reached', () => {
  it('for a name that does not resolve (ENOTFOUND)', async () => {
    const resolve = jest.fn(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    });
    const refusal = await refusalOf(new SafeFetcher(configAllowing(), { resolve }).fetchPage('https://nowhere.test/recipe'));
    expect(refusal).toEqual(UNREACHABLE);
  });

  it('for a name that resolves to nothing', async () => {
    const resolve = jest.fn(async () => []);
    expect(await refusalOf(new SafeFetcher(configAllowing(), { resolve }).fetchPage('https://empty.test/'))).toEqual(UNREACHABLE);
  });

  it('for a port nobody listens on (ECONNREFUSED)', async () => {
    const gone = await startServer('127.0.0.1');
    await gone.close();
    const refusal = await refusalOf(new SafeFetcher(configAllowing(gone.hostPort)).fetchPage(`${gone.origin}/`));
    expect(refusal).toEqual(UNREACHABLE);
  });

  describe('over TLS', () => {
    let plain: LocalServer;
    let selfSigned: Server | undefined;
    let selfSignedPort = 0;
    let trustedCert: Buffer | undefined;

    beforeAll(async () => {
      plain = await startServer('127.0.0.1');
      const credentials = selfSignedCertificate();
      if (!credentials) return;
      trustedCert = credentials.cert;
      selfSigned = createServer(credentials, (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>untrusted</h1>');
      });
      await new Promise<void>((resolve) => selfSigned?.listen(0, '127.0.0.1', resolve));
      selfSignedPort = (selfSigned.address() as { port: number }).port;
    });
    afterAll(async () => {
      await plain.close();
      await new Promise<void>((resolve) => (selfSigned ? selfSigned.close(() => resolve()) : resolve()));
    });

    it('for a server that does not speak TLS', async () => {
      const refusal = await refusalOf(new SafeFetcher(configAllowing(plain.hostPort)).fetchPage(`https://127.0.0.1:${plain.port}/`));
      expect(refusal).toEqual(UNREACHABLE);
    });

    it('for a certificate nobody vouches for: certificates are verified', async () => {
      if (!selfSigned) {
        console.warn('openssl is not installed: the self-signed certificate check was not run');
        return;
      }
      // The server does answer a client that trusts its certificate: what the fetcher refuses is the certificate.
      const status = await new Promise((resolve, reject) => {
        get(`https://localhost:${selfSignedPort}/`, { ca: trustedCert }, (response) => resolve(response.resume().statusCode)).on('error', reject);
      });
      expect(status).toBe(200);
      const fetcher = new SafeFetcher(configAllowing(`localhost:${selfSignedPort}`));
      expect(await refusalOf(fetcher.fetchPage(`https://localhost:${selfSignedPort}/`))).toEqual(UNREACHABLE);
    });
  });
});
