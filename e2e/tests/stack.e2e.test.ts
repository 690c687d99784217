/**
 * The harness itself: every part of the stack answers on its own origin, the shell's runtime config points at
 * those origins, the sample users exist, and Chromium renders the shell.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Browser } from 'playwright-core';
import { apiFetch } from '../support/api';
import { collectErrors, launchBrowser, newPage, screenshot } from '../support/browser';
import { readStack, REMOTE, remoteNames, type StackInfo } from '../support/stack';
import { createTestUser, signInForToken } from '../support/users';

describe('the browser-test stack', () => {
  let stack: StackInfo;
  beforeAll(() => {
    stack = readStack();
  });

  it('serves the API with a healthy database', async () => {
    const health = await apiFetch('/health');
    expect(health.status).toBe(200);
    expect(health.headers['content-type']).toMatch(/json/);
  });

  it('serves the shell page, also for client-side routes', async () => {
    // Rendered on the server: a path nobody claims is the not-found page, with its status.
    for (const [route, status] of [['/', 200], ['/all-recipes', 200], ['/no/such/page', 404]] as const) {
      const response = await fetch(`${stack.shellUrl}${route}`);
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(/<div id="?root"?>/);
    }
  });

  it.each(remoteNames())('serves %s from the remotes\' origin with CORS', async (name) => {
    const origin = stack.remoteOrigins[name];
    expect(new URL(origin).origin).not.toBe(new URL(stack.shellUrl).origin);
    const response = await fetch(`${origin}/mf-manifest.json`, { headers: { Origin: stack.shellUrl } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = (await response.json()) as { name?: string; id?: string };
    expect(manifest.name ?? manifest.id).toBe(name);
  });

  it('gives the shell a runtime config that points at the stack, and a registry of the live remotes', async () => {
    const config = await (await fetch(`${stack.shellUrl}/config.json`)).json();
    expect(config.apiUrl).toBe(stack.apiUrl);
    expect(config.firebase.projectId).toBe(stack.projectId);
    expect(config.firebase.authEmulatorUrl).toBe(stack.authEmulatorUrl);

    const registry = await (await fetch(`${stack.shellUrl}/remotes.json`)).json();
    expect(registry.schemaVersion).toBe(2);
    expect(registry.remotes.map((remote: { name: string }) => remote.name)).toEqual(remoteNames());
    for (const remote of registry.remotes) {
      // Each remote resolves to its current version's manifest below its deployment base, with the routes it declares.
      const pointer = await (await fetch(`${stack.remoteOrigins[remote.name]}/current.json`)).json();
      expect(remote.version).toBe(pointer.version);
      expect(remote.manifest).toBe(`${stack.remoteOrigins[remote.name]}/versions/${pointer.version}/mf-manifest.json`);
      const declared = await (await fetch(`${stack.remoteOrigins[remote.name]}/versions/${pointer.version}/routes.json`)).json();
      expect(remote.routes).toEqual(declared);
    }
  });

  it('serves hashed files precompressed and cached for a year, and revalidates the entry points', async () => {
    const origin = stack.remoteOrigins[REMOTE.recipes];
    const entry = await fetch(`${origin}/remoteEntry.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('etag')).toBeTruthy();
    const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
    const chunk = manifest.exposes[0].assets.js.sync.find((file: string) => /\.[0-9a-f]{8}\.js$/.test(file));
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']]) {
      const response = await fetch(`${origin}/${chunk}`, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    }
  });

  it("starts a crashed origin server again, without touching the shell's", async () => {
    const { remotes: remotesPid, shell: shellPid } = stack.originPids;
    process.kill(remotesPid, 'SIGKILL');
    const deadline = Date.now() + 20000;
    let answered = false;
    while (!answered && Date.now() < deadline) {
      answered = await fetch(`${stack.remoteOrigins[REMOTE.recipes]}/current.json`).then((r) => r.ok, () => false);
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answered).toBe(true);
    expect(() => process.kill(shellPid, 0)).not.toThrow();
    expect((await fetch(`${stack.shellUrl}/remotes.json`)).status).toBe(200);
  });

  it('starts a crashed API again within seconds, says so in one line, and keeps the rest serving', async () => {
    const { shell: shellPid } = stack.originPids;
    process.kill(stack.apiPid, 'SIGKILL');
    // Meanwhile the frontends go on serving.
    expect((await fetch(`${stack.shellUrl}/remotes.json`)).status).toBe(200);
    let health = 0;
    for (const deadline = Date.now() + 20000; health !== 200 && Date.now() < deadline; ) {
      health = await fetch(`${stack.apiUrl}/health`).then((r) => r.status, () => 0);
      if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(health).toBe(200);
    expect((await apiFetch('/recipes?limit=1')).status).toBe(200);
    expect(() => process.kill(shellPid, 0)).not.toThrow();
    const restarts = fs.readFileSync(path.join(stack.logDir, 'api.log'), 'utf8').split('\n').filter((line) => line.startsWith('[supervisor]'));
    expect(restarts).toEqual([expect.stringMatching(new RegExp(`^\\[supervisor\\] api \\(pid ${stack.apiPid}\\) exited \\(signal SIGKILL\\) at .+; restarting it in 0\\.5 s \\(restart 1\\)$`))]);
  });

  it('lets the sample users and new test users sign in to the auth emulator', async () => {
    expect(stack.sampleUsers.length).toBeGreaterThan(0);
    for (const user of stack.sampleUsers) {
      const { uid } = await signInForToken(user.email, user.password);
      expect(uid).toBe(user.uid);
    }
    const user = await createTestUser({ displayName: 'Harness Check' });
    expect(user.email).toMatch(/@forkful\.test$/);
    const payload = JSON.parse(Buffer.from(user.idToken.split('.')[1], 'base64url').toString('utf8'));
    expect(payload).toMatchObject({ user_id: user.uid, email: user.email, aud: stack.projectId, name: 'Harness Check' });
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('renders the shell with content from a remote', async () => {
      const page = await newPage(browser);
      const errors = collectErrors(page);
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(stack.remoteOrigins[REMOTE.public])) remoteRequests.push(request.url());
      });
      await page.goto(stack.shellUrl);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30000 });
      await screenshot(page, 'stack-home');
      expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      await page.context().close();
    });

    it("renders a remote's own page without the shell (it brings the federation runtime a shell would provide)", async () => {
      const page = await newPage(browser);
      const errors = collectErrors(page);
      await page.goto(`${stack.remoteOrigins[REMOTE.public]}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30000 });
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      await page.context().close();
    });

    it('loads the app on a nested client-side route (scripts resolve from the site root)', async () => {
      const page = await newPage(browser);
      const errors = collectErrors(page);
      await page.goto(`${stack.shellUrl}/no/such/page`);
      await page.getByText('Recipe Not Found!').first().waitFor({ timeout: 30000 });
      await screenshot(page, 'stack-nested-route');
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      await page.context().close();
    });
  });
});
