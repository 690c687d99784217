import { connect } from 'node:net';
import { startTestApp } from '../../test/support/test-app';
import { closeGracefully } from './graceful-shutdown';

describe('closeGracefully', () => {
  it('cuts a request still running after drainMs, then closes the app', async () => {
    const api = await startTestApp();
    const { port } = new URL(api.url);
    // A request whose body never arrives: it would hold server.close() open forever.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.once('close', () => resolve(received));
    });
    socket.write('POST /add-recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"title"');
    expect((await fetch(`${api.url}/health`)).status).toBe(200);

    await closeGracefully(api.app, 200);

    expect(await closed).toBe('');
    expect(api.app.getHttpServer().listening).toBe(false);
  });
});
