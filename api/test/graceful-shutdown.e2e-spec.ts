import { ChildProcess, spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort, readStack, tempDir } from './support/stack';
import { createTestUser, TestUser } from './support/users';

const API_DIR = resolve(__dirname, '..');

const recipe = {
  image: 'https://images.example.com/stew.jpg',
  title: 'Shutdown Stew',
  ingredients: 'beans, onion, stock',
  instructions: 'Simmer everything until the API has stopped.',
  cuisineType: 'Others',
  prepTime: 45,
  categories: ['Dinner'],
};

interface ApiProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The API as `npm start -w api` runs it (src/main.ts in its own process), its local state under dataDir. */
async function startApiProcess(dataDir: string, port: number, mongoPort: number): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    API_PORT: String(port),
    FORKFUL_DATA_DIR: dataDir,
    EMBEDDED_MONGO_PORT: String(mongoPort),
    FIREBASE_AUTH_EMULATOR_HOST: readStack().authEmulatorHost,
    FIREBASE_PROJECT_ID: readStack().projectId,
    SEED_SAMPLE_DATA: 'false',
  };
  delete env.MONGODB_URI;
  delete env.EMBEDDED_MONGO_DATA;
  const child = spawn(process.execPath, ['-r', './test/support/ts-register.js', 'src/main.ts'], { cwd: API_DIR, env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  let running = true;
  void exited.then(() => (running = false));
  for (;;) {
    if (!running) throw new Error(`the API exited before answering /health:\n${output}`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, output: () => output, exited };
}

const accepts = (url: string) =>
  new Promise<boolean>((done) => {
    const { port, hostname } = new URL(url);
    const socket = createConnection({ port: Number(port), host: hostname });
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });

describe('the API process on SIGTERM', () => {
  let dataDir: string;
  let user: TestUser;
  let api: ApiProcess | undefined;
  let ports: number[];

  beforeAll(async () => {
    dataDir = tempDir('forkful-api-shutdown-');
    ports = [await freePort(), await freePort()];
    user = await createTestUser({ displayName: 'Shutdown Cook' });
  });
  afterAll(() => {
    api?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a request in flight, stops the embedded database, exits 0, and keeps what was written', async () => {
    api = await startApiProcess(dataDir, ports[0], ports[1]);

    // A request in flight: its headers and half its body are sent before SIGTERM, the rest after.
    const body = Buffer.from(JSON.stringify(recipe));
    const half = Math.floor(body.length / 2);
    const inFlight = httpRequest(`${api.url}/add-recipe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, Authorization: `Bearer ${user.idToken}` },
    });
    const answer = new Promise<{ status: number; json: unknown }>((done, fail) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      inFlight.on('error', fail);
    });
    inFlight.write(body.subarray(0, half));
    // Another answer after the first request's bytes were sent: the server has read its headers by now.
    expect((await fetch(`${api.url}/health`)).status).toBe(200);

    api.child.kill('SIGTERM');
    while (await accepts(api.url)) await new Promise((r) => setTimeout(r, 50));
    inFlight.end(body.subarray(half));

    const { status, json } = await answer;
    expect({ status, json }).toEqual({ status: 201, json: { acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) } });
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(api.output()).toMatch(/Embedded MongoDB stopped/);
    expect(readdirSync(join(dataDir, 'db')).length).toBeGreaterThan(0);

    api = await startApiProcess(dataDir, ports[0], ports[1]);
    const id = (json as { insertedId: string }).insertedId;
    const stored = await fetch(`${api.url}/recipes/${id}`);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({ ...recipe, _id: id });
    api.child.kill('SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
    api = undefined;
  });
});
