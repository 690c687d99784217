/**
 * Before a remote's version goes live (deploy, promote, rollback; beside render-check.ts, which renders in Chromium):
 * its pages must render on the server too, as the shell's origin (shell/server/ssr) will render them once it is live.
 * 1. the version has its server container (`server/container.js`, built beside the browser build);
 * 2. the container loads (loadBundle, as the origin loads it) and exports a page component for every module its route
 *    module declares as its own (ownExposedModules, as the build exposes them);
 * 3. each declared page renders with the LIVE shell's server bundle (`renderPage`), next to the live remotes'
 *    containers, in the registry as it will be after the switch, with the API pointing nowhere (a page's data calls
 *    fail at once: it must render its loading or error state). A page its area could not render (left to the browser:
 *    `fellBack`, or React's marker of a boundary whose content threw, `<!--$!-->`, in the page area) is refused.
 * A live shell built before server rendering (no `server/shell-server.js`) cannot render anything: step 3 is skipped.
 */
import fs from 'fs';
import path from 'path';
import { modulesAt, ownExposedModules, type RegistryRemote, type RemoteRegistry, type RemoteRoutes } from '@forkful/topology';
import { loadBundle } from '@forkful/shell/server/ssr/bundle-module';
import { SHELL_BUNDLE, REMOTE_BUNDLE, currentVersionOf, versionFile } from '@forkful/shell/server/ssr/store-paths';
import { SHELL_NAME, type App } from './apps';
// The same pages, the same registry after the switch and the same address where nothing listens (every API call fails
// at once) as the Chromium render check.
import { NOWHERE, pagesToVisit, registryAfterSwitch, type PageVisit } from './render-check';
import type { Component, Container, FunctionComponent, ShellServer, Thrown } from './server-bundles';

/** How long one page may take: generous, this is a check, not a request. */
export const DEADLINE_MS = 5000;
/** How long a bundle may take to load (one whose exports are a promise that never settles would hang the deploy). */
const LOAD_TIMEOUT_MS = 10000;
/** React's comment before a Suspense boundary whose content threw on the server (left to the browser to render). */
const FAILED_BOUNDARY = '<!--$!-->';
/** React's own wording around the error of such a boundary (development builds only: data-msg). */
const REACT_PREFIX = /^Switched to client rendering because the server rendering errored:\s*/;
/** What the shell's LoadedRemote throws for a module its container did not give (counted by `fellBack`). */
const NOT_LOADED = / is rendered in the browser: its server container did not load/;

const firstLine = (error: unknown) => String((error as Error | undefined)?.message || error).split('\n')[0].slice(0, 200);

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null);

/** A real error (not React's way of suspending: a thenable, or `use`'s SuspenseException). */
function isRealError(error: unknown): boolean {
  const thrown = error as { then?: unknown; message?: unknown } | null | undefined;
  if (thrown && typeof thrown.then === 'function') return false;
  return !/^Suspense Exception/.test(String(thrown && thrown.message));
}

/** A plain function component (a class component's prototype says isReactComponent). */
function isFunctionComponent(value: Component): value is FunctionComponent {
  return typeof value === 'function' && !(value.prototype && value.prototype.isReactComponent);
}

/**
 * `pages` with each plain function component wrapped to record what it throws (its id and error), rethrown as is:
 * React's production build puts no message in the HTML. Class components and objects (memo, forwardRef) stay as they are.
 */
function recordingPages(remoteName: string, pages: Record<string, Component>, thrown: Thrown[]): Record<string, Component> {
  return Object.fromEntries(Object.entries(pages).map(([module, Page]): [string, Component] => {
    if (!isFunctionComponent(Page)) return [module, Page];
    const render: FunctionComponent = Page;
    const id = `${remoteName}/${module}`;
    function Recorded(props: unknown) {
      try {
        return render(props);
      } catch (error) {
        // React's development build also calls components without props, to describe a component stack: not a render.
        if (props && isRealError(error)) thrown.push({ id, message: firstLine(error) });
        throw error;
      }
    }
    Recorded.displayName = render.displayName || render.name || module;
    return [module, Recorded];
  }));
}

/** The page area of renderPage's html: the layout's <main> (the header and footer are the shell's), else all of it. */
export function pageArea(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end) : html;
}

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The errors React wrote beside the failed boundaries (data-msg, development builds), the shell's own left out. */
export function boundaryMessages(area: string): string[] {
  return [...area.matchAll(/<!--\$!--><template[^>]*?\sdata-msg="([^"]*)"/g)]
    .map((match) => decode(match[1]).replace(REACT_PREFIX, '').split('\n')[0].slice(0, 200))
    .filter((message) => !NOT_LOADED.test(message));
}

/** Steps 1 and 2: the candidate's container, or the problems. */
async function loadCandidate({ app, dir, routes, version }: CheckedVersion): Promise<{ container?: Container; problems: string[] }> {
  const file = path.join(dir, REMOTE_BUNDLE);
  if (!fs.existsSync(file)) {
    return {
      problems: [version
        ? `${app.name} version ${version} was built before server rendering (it has no ${REMOTE_BUNDLE}); the shell's server renders every live remote's pages: deploy a new build`
        : `${app.dir || app.name} has no server container (dist/${REMOTE_BUNDLE}): build it with this repository's webpack config`],
    };
  }
  let container: Partial<Container> | null | undefined;
  try {
    container = (await within(loadBundle(file), LOAD_TIMEOUT_MS, 'it did not load')) as Partial<Container> | null | undefined;
  } catch (error) {
    return { problems: [`${app.federationName}'s server container (${REMOTE_BUNDLE}) does not load: ${firstLine(error)}`] };
  }
  if (!container || !container.pages || typeof container.pages !== 'object') {
    return { problems: [`${app.federationName}'s server container (${REMOTE_BUNDLE}) exports no pages object (module.exports = { pages: { [module]: Component } })`] };
  }
  const missing = ownExposedModules(app.federationName, routes).map((exposed) => exposed.slice(2))
    .filter((module) => !Object.hasOwn(container.pages!, module) || !isComponent(container.pages![module]));
  if (missing.length) {
    return {
      problems: [`${app.federationName}'s server container (${REMOTE_BUNDLE}) has no page component for ${missing.join(', ')} (its routes.json declares ${missing.length > 1 ? 'them' : 'it'}): build it with this repository's webpack config`],
    };
  }
  return { container: container as Container, problems: [] };
}

/** The live shell's server bundle, or why there is none to render with (a log line, not a refusal). */
async function liveShell(storeDir: string): Promise<{ shell: ShellServer; version: string; skipped?: undefined } | { shell?: undefined; skipped: string }> {
  const version = await currentVersionOf(storeDir, SHELL_NAME);
  if (!version) return { skipped: 'no live shell in the store' };
  const file = versionFile(storeDir, SHELL_NAME, version, SHELL_BUNDLE);
  if (!fs.existsSync(file)) return { skipped: `the live shell (${version}) was built before server rendering (no ${SHELL_BUNDLE})` };
  try {
    const shell = (await within(loadBundle(file), LOAD_TIMEOUT_MS, 'it did not load')) as Partial<ShellServer> | null | undefined;
    if (!shell || typeof shell.renderPage !== 'function') return { skipped: `the live shell's ${SHELL_BUNDLE} (${version}) exports no renderPage` };
    return { shell: shell as ShellServer, version };
  } catch (error) {
    return { skipped: `the live shell's ${SHELL_BUNDLE} (${version}) does not load: ${firstLine(error)}` };
  }
}

/** loadContainer for renderPage: the candidate's container for its name, each live remote's from the store (once). */
function containerLoader({ storeDir, registry, candidateName, candidate, thrown }: {
  storeDir: string;
  registry: RemoteRegistry;
  candidateName: string;
  candidate: Container;
  thrown: Thrown[];
}): (remoteName: string) => Promise<Container> {
  const loads = new Map<string, Promise<Container>>();
  return (remoteName) => {
    const remote = registry.remotes.find((r) => r.name === remoteName || r.app === remoteName);
    if (!remote) return Promise.reject(new Error(`${String(remoteName).slice(0, 40)} is not in the registry`));
    if (!loads.has(remote.name)) {
      const load: Promise<Partial<Container> | null | undefined> = remote.name === candidateName
        ? Promise.resolve(candidate)
        : within(loadBundle(versionFile(storeDir, remote.app, remote.version, REMOTE_BUNDLE)), LOAD_TIMEOUT_MS, 'it did not load') as Promise<Partial<Container> | null | undefined>;
      loads.set(remote.name, load.then((container) => ({ pages: recordingPages(remote.name, (container && container.pages) || {}, thrown) })));
    }
    return loads.get(remote.name)!;
  };
}

/** One page rendered by the live shell: the problem found, or undefined. Others' failures are logged, not refused. */
async function renderOne({ shell, registry, loadContainer, thrown, candidateName, page, log }: {
  shell: ShellServer;
  registry: RemoteRegistry;
  loadContainer: (remoteName: string) => Promise<Container>;
  thrown: Thrown[];
  candidateName: string;
  page: PageVisit;
  log: (line: string) => void;
}): Promise<string | undefined> {
  const where = `${page.path} (${page.url})`;
  const own = (id: string) => id.startsWith(`${candidateName}/`);
  thrown.length = 0;
  const started = Date.now();
  let result: Awaited<ReturnType<ShellServer['renderPage']>> | undefined;
  try {
    result = await within(shell.renderPage({
      url: page.url,
      origin: 'https://forkful.invalid',
      config: { apiUrl: NOWHERE, allowVersionPreview: false },
      registry,
      apiUrl: NOWHERE,
      loadContainer,
      deadlineMs: DEADLINE_MS,
    }), DEADLINE_MS + 5000, 'no answer');
  } catch (error) {
    return `${where} does not render on the server: the live shell's renderPage threw: ${firstLine(error)}`;
  }
  if (!result || typeof result.html !== 'string') return `${where} does not render on the server: the live shell's renderPage answered no html`;
  const fellBack: string[] = Array.isArray(result.fellBack) ? result.fellBack : [];
  const ownLeft = fellBack.filter(own);
  if (ownLeft.length) return `${where} could not render on the server: the shell left ${ownLeft.join(', ')} to the browser`;
  const failedBoundaries = pageArea(result.html).split(FAILED_BOUNDARY).length - 1;
  if (!failedBoundaries) return undefined;
  const ownThrown = thrown.filter((entry) => own(entry.id));
  if (ownThrown.length) return `${where} threw while rendering on the server: ${ownThrown[0].id}: ${ownThrown[0].message}`;
  // Each module another remote's container did not give is one failed boundary (inside the candidate's layout); any
  // beyond those threw, the candidate's unless another remote's page did.
  const failed = failedBoundaries - fellBack.length;
  if (failed <= 0) return undefined;
  const othersThrown = thrown.filter((entry) => !own(entry.id));
  if (othersThrown.length >= failed) {
    log(`server render check: ${where}: the live ${othersThrown[0].id} threw inside it (${othersThrown[0].message}); not ${candidateName}'s to fix`);
    return undefined;
  }
  const [message] = boundaryMessages(pageArea(result.html));
  if (Date.now() - started >= DEADLINE_MS && (!message || /not rendered in time/.test(message))) {
    return `${where} did not render on the server within ${DEADLINE_MS / 1000} s`;
  }
  return `${where} threw while rendering on the server: ${message || "(no message: React's production build leaves it out; NODE_ENV=development shows it)"}`;
}

/** The version being checked. */
interface CheckedVersion {
  /** The remote going live. */
  app: Pick<App, 'name' | 'federationName' | 'dir'>;
  /** The candidate version's files (a build folder, or the version's folder). */
  dir: string;
  /** Its route module. */
  routes: RemoteRoutes;
  /** Its version id, when it is an existing version (promote, rollback). */
  version?: string;
}

/** The problems (empty: the container is there and every page rendered). */
export async function serverRenderCheck({ storeDir, app, dir, routes, version, log = () => undefined }: CheckedVersion & {
  /** The folder store (its live shell, live remotes and registry). */
  storeDir: string;
  log?: (line: string) => void;
}): Promise<string[]> {
  if (!routes || !Array.isArray(routes.pages)) return [];
  const { container, problems } = await loadCandidate({ app, dir, routes, version });
  if (!container) return problems;
  const { shell, skipped } = await liveShell(storeDir);
  if (!shell) {
    log(`server render check: ${skipped}: pages not rendered on the server (the container loads and has every page)`);
    return [];
  }
  const candidateName = app.federationName;
  const candidate: RegistryRemote = { name: candidateName, app: app.name, version: version || 'server-render-check', manifest: `${NOWHERE}/${app.name}/mf-manifest.json`, routes };
  const registry = await registryAfterSwitch({ storeDir, remotesOrigin: NOWHERE, candidate });
  const thrown: Thrown[] = [];
  const loadContainer = containerLoader({ storeDir, registry, candidateName, candidate: container, thrown });
  const found: Array<string | undefined> = [];
  // One after the other: what a page's components throw is recorded per page.
  for (const page of pagesToVisit(routes)) {
    // A page that renders none of its own modules (all another remote's) has nothing of the candidate's to check.
    if (!modulesAt(registry, page.url).some((id) => id.startsWith(`${candidateName}/`))) continue;
    found.push(await renderOne({ shell, registry, loadContainer, thrown, candidateName, page, log }));
  }
  return found.filter((problem): problem is string => Boolean(problem));
}
