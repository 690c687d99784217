/**
 * Before a remote's version goes live (deploy, promote, rollback): every page its route module declares is opened
 * once in headless Chromium, inside the live shell, next to the other live remotes, as the registry would list it
 * after the switch. A page whose area shows the shell's failure fallback or error page, or that throws an uncaught
 * error from the candidate's own code, is a refusal. Nothing is live meanwhile: the shell, the remotes and the
 * candidate are served by throwaway servers on loopback, and the API and the identity provider point nowhere (a
 * page's data calls fail, as they may in production; its error states are fine, a crash is not).
 */
import fs from 'fs';
import path from 'path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Browser, Page } from 'playwright-core';
import { joinPath, versionedManifestUrl, type RegistryRemote, type RemoteRegistry, type RemoteRoutes } from '@forkful/topology';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@forkful/platform';
import { SHELL_NAME, type App } from './apps';
import { createOriginServer, createRemotesOriginServer, portOf } from './origin-server';
import { readRegistry } from './registry';
import { FileStore } from './stores/file-store';

/** The browser's globals the page functions below use: they run in Chromium, not here (no DOM types in Node code). */
declare const document: { body: { innerText: string }; querySelector(selector: string): { innerText: string } | null };
declare const localStorage: { setItem(key: string, value: string): void };

/** A page of the route module to open: its declared path, the URL opened, and who may open it. */
export interface PageVisit {
  path: string;
  url: string;
  access: string;
}

/** What the shell shows when a remote's area failed, or a route's page crashed (shell/src). */
const FAILURE_TEXTS = ['This part of Forkful is unavailable right now', 'Unexpected Application Error!'];
/** How long one page may take to settle (its remote loaded and rendered, or failed). */
const PAGE_TIMEOUT_MS = 15000;
/** A value for every `:param` of a page path. */
const SAMPLE_PARAM = 'render-check';
/** The shell's remembered signed-in guess (shell/src/features/auth/lib/session-hint.ts): signed-in pages render. */
const SESSION_HINT_KEY = 'forkful:session-hint';
const SESSION_HINT = { uid: 'render-check', email: 'render-check@forkful.invalid', displayName: 'Render Check', photoURL: null };
/** Nothing listens there: every API or identity call fails at once. */
export const NOWHERE = 'http://127.0.0.1:9';

/** Each page of the route module: its concrete path and who may open it (children take their layout's). */
export function pagesToVisit(routes: Pick<RemoteRoutes, 'pages'>): PageVisit[] {
  return routes.pages.flatMap((page) => {
    const access = page.access || 'public';
    const own = { path: page.path!, access };
    const children = (page.children || []).filter((child) => !child.index).map((child) => ({ path: joinPath(page.path!, child.path), access }));
    return [own, ...children];
  }).map((page) => ({ ...page, url: page.path.replace(/:[A-Za-z0-9]+/g, SAMPLE_PARAM) }));
}

async function listen(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${portOf(server)}`;
}

/** The candidate's files (a build folder, or a version folder of the store), with CORS like any remote's origin. */
async function candidateServer(dir: string): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await server.register(fastifyStatic, { root: path.resolve(dir), cacheControl: false });
  return server;
}

/** /remotes.json as it would answer after the switch: the live remotes, with the candidate in place of its own. */
export async function registryAfterSwitch({ storeDir, remotesOrigin, candidate }: {
  storeDir: string;
  remotesOrigin: string;
  candidate: RegistryRemote;
}): Promise<RemoteRegistry> {
  const { remotes = [] } = (await readRegistry(new FileStore(storeDir))) || {};
  const live = remotes
    .filter((remote) => remote.name !== candidate.name)
    .map((remote) => ({ ...remote, manifest: versionedManifestUrl(`${remotesOrigin}/${remote.app}`, remote.version) }));
  return { schemaVersion: 2, remotes: [...live, candidate].sort((a, b) => a.name.localeCompare(b.name)) };
}

function runtimeConfigFor(registry: RemoteRegistry): (pathname: string) => Promise<unknown> {
  const config = {
    apiUrl: NOWHERE,
    firebase: { apiKey: 'render-check', authDomain: 'demo-render-check.firebaseapp.com', projectId: 'demo-render-check', authEmulatorUrl: NOWHERE },
    allowVersionPreview: false,
    // The check's visits are not visitors: no real-user monitoring from them.
    rumSampleRate: 0,
  };
  return async (pathname) => (pathname === '/config.json' ? config : pathname === '/remotes.json' ? registry : undefined);
}

/** Opens one page in `tab`; the problem found there, or undefined. `thrown` collects the tab's uncaught errors. */
async function visit(tab: Page, thrown: string[], shellUrl: string, page: PageVisit): Promise<string | undefined> {
  thrown.length = 0;
  try {
    await tab.goto(`${shellUrl}${page.url}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    const settled = await tab.waitForFunction(
      (failures: string[]) => {
        const text = document.body.innerText || '';
        if (failures.some((failure) => text.includes(failure))) return 'failed';
        const main = document.querySelector('main');
        return main && main.innerText.trim() && !/Loading\.\.\./.test(main.innerText) ? 'rendered' : false;
      },
      FAILURE_TEXTS,
      { timeout: PAGE_TIMEOUT_MS, polling: 100 },
    );
    const state = await settled.jsonValue();
    // A page may still throw in the effects that follow its first render.
    await tab.waitForTimeout(300);
    if (process.env.RENDER_CHECK_SCREENSHOTS) {
      // To see what the check saw: one PNG per page in that folder.
      fs.mkdirSync(process.env.RENDER_CHECK_SCREENSHOTS, { recursive: true });
      await tab.screenshot({ path: path.join(process.env.RENDER_CHECK_SCREENSHOTS, `${page.url.replace(/\W+/g, '_') || 'home'}.png`) });
    }
    const failedLater = await tab.evaluate((failures: string[]) => failures.some((f) => (document.body.innerText || '').includes(f)), FAILURE_TEXTS);
    if (state === 'failed' || failedLater) return `${page.path} (${page.url}) shows the shell's failure fallback: the page failed to load or threw while rendering`;
    if (thrown.length) return `${page.path} (${page.url}) threw: ${thrown[0].slice(0, 200)}`;
    return undefined;
  } catch (error) {
    return `${page.path} (${page.url}) did not render within ${PAGE_TIMEOUT_MS / 1000} s: ${String((error as Error).message).split('\n')[0]}`;
  }
}

/**
 * One browser context visiting `pages` one after another (a warm cache: the shell and the remotes load once per lane),
 * signed in by the shell's remembered session or not.
 */
async function visitLane(browser: Browser, { shellUrl, candidateOrigin }: { shellUrl: string; candidateOrigin: string }, { signedIn, pages }: Lane): Promise<Array<string | undefined>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (signedIn) await context.addInitScript(([key, value]: string[]) => localStorage.setItem(key, value), [SESSION_HINT_KEY, JSON.stringify(SESSION_HINT)]);
    const tab = await context.newPage();
    const thrown: string[] = [];
    // An uncaught error from the candidate's own code (not the shell's sign-in failing against NOWHERE).
    tab.on('pageerror', (error) => {
      if (String(error.stack || '').includes(candidateOrigin)) thrown.push(error.message);
    });
    const problems: Array<string | undefined> = [];
    for (const page of pages) problems.push(await visit(tab, thrown, shellUrl, page));
    return problems;
  } finally {
    await context.close();
  }
}

/** Pages one browser context visits one after another, signed in or not. */
export interface Lane {
  signedIn: boolean;
  pages: PageVisit[];
}

/** Pages split into lanes that run side by side: signed-in pages apart; a lone long lane in two halves. */
export function lanesOf(pages: PageVisit[]): Lane[] {
  const lanes = [
    { signedIn: true, pages: pages.filter((page) => page.access === 'signed-in') },
    { signedIn: false, pages: pages.filter((page) => page.access !== 'signed-in') },
  ].filter((lane) => lane.pages.length);
  if (lanes.length === 1 && lanes[0].pages.length > 3) {
    const [{ signedIn, pages: all }] = lanes;
    const half = Math.ceil(all.length / 2);
    return [{ signedIn, pages: all.slice(0, half) }, { signedIn, pages: all.slice(half) }];
  }
  return lanes;
}

export interface RenderCheckOptions {
  /** The folder store (its live shell, live remotes and registry). */
  storeDir: string;
  /** The remote going live. */
  app: Pick<App, 'name' | 'federationName'>;
  /** The candidate version's files. */
  dir: string;
  /** Its route module. */
  routes: RemoteRoutes;
}

/** The problems (empty: every page rendered). */
export async function renderCheck({ storeDir, app, dir, routes }: RenderCheckOptions): Promise<string[]> {
  if (!fs.existsSync(path.join(storeDir, SHELL_NAME, 'current.json'))) return [];
  if (!fs.existsSync(CHROMIUM_PATH)) {
    return [`the render check needs Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH); --skip-render-check skips it`];
  }
  const { chromium } = await import('playwright-core');
  const servers: FastifyInstance[] = [];
  let browser: Browser | undefined;
  try {
    const remotesServer = await createRemotesOriginServer({ storeDir });
    servers.push(remotesServer);
    const remotesOrigin = await listen(remotesServer);
    const candidateFiles = await candidateServer(dir);
    servers.push(candidateFiles);
    const candidateOrigin = await listen(candidateFiles);
    const candidate = { name: app.federationName, app: app.name, version: 'render-check', manifest: `${candidateOrigin}/mf-manifest.json`, routes };
    const registry = await registryAfterSwitch({ storeDir, remotesOrigin, candidate });
    const shellServer = await createOriginServer({ storeDir, app: { name: SHELL_NAME, isShell: true }, runtimeConfig: runtimeConfigFor(registry) });
    servers.push(shellServer);
    const shellUrl = await listen(shellServer);
    const launched = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    browser = launched;
    // Two lanes at a time (two cores), each page in its lane's order.
    const lanes = lanesOf(pagesToVisit(routes));
    const found = await Promise.all(lanes.map((lane) => visitLane(launched, { shellUrl, candidateOrigin }, lane)));
    return found.flat().filter((problem): problem is string => Boolean(problem));
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}
