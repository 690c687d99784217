'use strict';
/**
 * Before a remote's version goes live (deploy, promote, rollback): every page its route module declares is opened
 * once in headless Chromium, inside the live shell, next to the other live remotes, as the registry would list it
 * after the switch. A page whose area shows the shell's failure fallback or error page, or that throws an uncaught
 * error from the candidate's own code, is a refusal. Nothing is live meanwhile: the shell, the remotes and the
 * candidate are served by throwaway servers on loopback, and the API and the identity provider point nowhere (a
 * page's data calls fail, as they may in production; its error states are fine, a crash is not).
 */
const fs = require('fs');
const path = require('path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { joinPath, versionedManifestUrl } = require('@forkful/contracts/core');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../../config/chromium');
const { SHELL_NAME } = require('./apps');
const { createOriginServer, createRemotesOriginServer } = require('./origin-server');
const { readRegistry } = require('./registry');
const { FileStore } = require('./stores/file-store');

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
const NOWHERE = 'http://127.0.0.1:9';

/** Each page of the route module: its concrete path and who may open it (children take their layout's). */
function pagesToVisit(routes) {
  return routes.pages.flatMap((page) => {
    const access = page.access || 'public';
    const own = { path: page.path, access };
    const children = (page.children || []).filter((child) => !child.index).map((child) => ({ path: joinPath(page.path, child.path), access }));
    return [own, ...children];
  }).map((page) => ({ ...page, url: page.path.replace(/:[A-Za-z0-9]+/g, SAMPLE_PARAM) }));
}

async function listen(server) {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${server.server.address().port}`;
}

/** The candidate's files (a build folder, or a version folder of the store), with CORS like any remote's origin. */
async function candidateServer(dir) {
  const server = Fastify({ logger: false });
  server.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await server.register(fastifyStatic, { root: path.resolve(dir), cacheControl: false });
  return server;
}

/** /remotes.json as it would answer after the switch: the live remotes, with the candidate in place of its own. */
async function registryAfterSwitch({ storeDir, remotesOrigin, candidate }) {
  const { remotes = [] } = (await readRegistry(new FileStore(storeDir))) || {};
  const live = remotes
    .filter((remote) => remote.name !== candidate.name)
    .map((remote) => ({ ...remote, manifest: versionedManifestUrl(`${remotesOrigin}/${remote.app}`, remote.version) }));
  return { schemaVersion: 2, remotes: [...live, candidate].sort((a, b) => a.name.localeCompare(b.name)) };
}

function runtimeConfigFor(registry) {
  const config = {
    apiUrl: NOWHERE,
    firebase: { apiKey: 'render-check', authDomain: 'demo-render-check.firebaseapp.com', projectId: 'demo-render-check', authEmulatorUrl: NOWHERE },
    allowVersionPreview: false,
  };
  return async (pathname) => (pathname === '/config.json' ? config : pathname === '/remotes.json' ? registry : undefined);
}

/** Opens one page in `tab`; the problem found there, or undefined. `thrown` collects the tab's uncaught errors. */
async function visit(tab, thrown, shellUrl, page) {
  thrown.length = 0;
  try {
    await tab.goto(`${shellUrl}${page.url}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    const settled = await tab.waitForFunction(
      (failures) => {
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
    const failedLater = await tab.evaluate((failures) => failures.some((f) => (document.body.innerText || '').includes(f)), FAILURE_TEXTS);
    if (state === 'failed' || failedLater) return `${page.path} (${page.url}) shows the shell's failure fallback: the page failed to load or threw while rendering`;
    if (thrown.length) return `${page.path} (${page.url}) threw: ${thrown[0].slice(0, 200)}`;
    return undefined;
  } catch (error) {
    return `${page.path} (${page.url}) did not render within ${PAGE_TIMEOUT_MS / 1000} s: ${String(error.message).split('\n')[0]}`;
  }
}

/**
 * One browser context visiting `pages` one after another (a warm cache: the shell and the remotes load once per lane),
 * signed in by the shell's remembered session or not.
 */
async function visitLane(browser, { shellUrl, candidateOrigin }, { signedIn, pages }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (signedIn) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_HINT_KEY, JSON.stringify(SESSION_HINT)]);
    const tab = await context.newPage();
    const thrown = [];
    // An uncaught error from the candidate's own code (not the shell's sign-in failing against NOWHERE).
    tab.on('pageerror', (error) => {
      if (String(error.stack || '').includes(candidateOrigin)) thrown.push(error.message);
    });
    const problems = [];
    for (const page of pages) problems.push(await visit(tab, thrown, shellUrl, page));
    return problems;
  } finally {
    await context.close();
  }
}

/** Pages split into lanes that run side by side: signed-in pages apart; a lone long lane in two halves. */
function lanesOf(pages) {
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

/**
 * @param {object} options
 * @param {string} options.storeDir   the folder store (its live shell, live remotes and registry)
 * @param {object} options.app        the remote going live
 * @param {string} options.dir        the candidate version's files
 * @param {object} options.routes     its route module
 * @returns {Promise<string[]>}        the problems (empty: every page rendered)
 */
async function renderCheck({ storeDir, app, dir, routes }) {
  if (!fs.existsSync(path.join(storeDir, SHELL_NAME, 'current.json'))) return [];
  if (!fs.existsSync(CHROMIUM_PATH)) {
    return [`the render check needs Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH); --skip-render-check skips it`];
  }
  const { chromium } = require('playwright-core');
  const servers = [];
  let browser;
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
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    // Two lanes at a time (two cores), each page in its lane's order.
    const lanes = lanesOf(pagesToVisit(routes));
    const found = await Promise.all(lanes.map((lane) => visitLane(browser, { shellUrl, candidateOrigin }, lane)));
    return found.flat().filter(Boolean);
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

module.exports = { renderCheck, pagesToVisit, lanesOf, registryAfterSwitch, NOWHERE };
