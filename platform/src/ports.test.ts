import net from 'node:net';
import { runInNode, tempLogFile } from './testing';

const { logFile, remove } = tempLogFile();
afterAll(remove);

/** Listen on `port` (0: any) on every interface, as get-port checks; resolves to the port. */
function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve((server.address() as net.AddressInfo).port));
  });
}
const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

describe('freePorts', () => {
  it('gives distinct ports that can each be listened on', async () => {
    const ports = JSON.parse(await runInNode("require('./ports').freePorts(5).then((p) => process.stdout.write(JSON.stringify(p)))")) as number[];
    expect(ports).toHaveLength(5);
    expect(new Set(ports).size).toBe(5);
    const servers = ports.map(() => net.createServer());
    try {
      await Promise.all(servers.map((server, i) => listen(server, ports[i])));
    } finally {
      await Promise.all(servers.filter((server) => server.listening).map(close));
    }
  });
});

describe('isPortInUse', () => {
  it('is true while something listens on the port and false once it is released', async () => {
    const server = net.createServer();
    const port = await listen(server, 0);
    const check = () => runInNode(`require('./ports').isPortInUse(${port}).then((used) => process.stdout.write(String(used)))`);
    try {
      expect(await check()).toBe('true');
    } finally {
      await close(server);
    }
    expect(await check()).toBe('false');
  });
});

describe('waitUntilServing', () => {
  it('stops waiting as soon as the process that should serve exits, with its last output', async () => {
    const started = Date.now();
    const message = await runInNode(`
      const { startProcess } = require('./processes');
      const { freePorts, waitUntilServing } = require('./ports');
      (async () => {
        const [port] = await freePorts(1);
        const handle = await startProcess({ name: 'doomed', command: 'sh', args: ['-c', 'echo cannot serve; exit 3'], logFile: process.env.LOG_FILE });
        await waitUntilServing('http://127.0.0.1:' + port + '/', { timeoutMs: 60000, process: handle, what: 'the doomed server' })
          .then(() => process.stdout.write('served?'), (error) => process.stdout.write(error.message));
        // wait-on would go on asking until its own time limit; the stack's commands exit (or stop the rest) here.
        process.exit(0);
      })();
    `, { LOG_FILE: logFile });
    expect(message).toMatch(/will not come up: the doomed server exited \(code 3\):\n(.*\n)*cannot serve/);
    expect(Date.now() - started).toBeLessThan(30000);
  });
});
