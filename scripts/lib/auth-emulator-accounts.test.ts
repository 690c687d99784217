import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInWithPassword } from './auth-emulator-accounts';

/**
 * An emulator stand-in that closes the connection of its second request without answering: what a client meets when
 * it sends a request on a kept-alive connection just as the server closes it for being idle (the emulator's 5 s).
 */
async function serverThatDropsTheSecondRequest() {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests += 1;
    if (requests === 2) {
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ idToken: `token-${requests}`, localId: 'uid-1', email: 'cook@forkful.test' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests: () => requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the Auth emulator REST client', () => {
  it('sends a request again on a new connection when the emulator closed it without answering', async () => {
    const emulator = await serverThatDropsTheSecondRequest();
    try {
      const account = { emulatorUrl: emulator.url, email: 'cook@forkful.test', password: 'Forkful1' };
      expect((await signInWithPassword(account)).idToken).toBe('token-1');
      expect((await signInWithPassword(account)).idToken).toBe('token-3');
      expect(emulator.requests()).toBe(3);
    } finally {
      await emulator.close();
    }
  });
});
