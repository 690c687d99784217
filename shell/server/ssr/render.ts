import crypto from 'node:crypto';
import type { Locale } from '@forkful/domain';
import type { RemoteRegistry, RuntimeConfig } from '@forkful/topology';
import type { BundleCache, RemoteContainer } from './bundle-cache';
import type { DocumentPage, PageHead } from './document';

/**
 * One render by the shell's server bundle: `renderPage` of the current shell version, given a `loadContainer` that
 * serves each remote's server container from the store at the version the registry names (within 300 ms), and the
 * whole render bounded (1 s). Whatever the bundle answers is checked before it goes near a document.
 */

/** renderPage's input without loadContainer and the nonce token (what the origin knows of the request). */
export interface RenderInput {
  url: string;
  origin: string;
  config: RuntimeConfig;
  registry: RemoteRegistry;
  apiUrl: string;
  deadlineMs: number;
  /** The request's language (requests.ts requestLocale): the page renders in it. */
  locale: Locale;
}

/** What the shell's bundle is given (shell/src/server/render-page.tsx). */
export interface ShellRenderInput extends RenderInput {
  loadContainer(remoteName: string): Promise<RemoteContainer>;
  nonce: string;
}

/** renderPage's answer once checked (checkPage): the contract's shape, whatever the bundle sent. */
export interface RenderedPage extends DocumentPage {
  status: number;
  head: Required<Pick<PageHead, 'title' | 'description' | 'canonicalPath' | 'noindex'>> & Pick<PageHead, 'image'>;
  state: DocumentPage['state'] & { config: unknown; registry: unknown };
  cacheable: boolean;
  fellBack: string[];
}

export interface RenderOptions {
  shellBundles: BundleCache;
  remoteBundles: BundleCache;
  shellVersion: string;
  input: RenderInput;
  containerTimeoutMs?: number;
  renderTimeoutMs?: number;
}

/** The checked page (checkPage) and its `nonceToken`; rejects when there is none to show. */
export async function renderWithShell({
  shellBundles, remoteBundles, shellVersion, input, containerTimeoutMs = 300, renderTimeoutMs = 1000,
}: RenderOptions): Promise<RenderedPage & { nonceToken: string }> {
  const { registry } = input;
  const loadContainer = (remoteName: string): Promise<RemoteContainer> => {
    const remote = registry.remotes.find((r) => r.name === remoteName || r.app === remoteName);
    if (!remote) return Promise.reject(new Error(`${String(remoteName).slice(0, 40)} is not in the registry`));
    return remoteBundles.loadWithin('remote', remote.app, remote.version, containerTimeoutMs);
  };
  // React's own inline scripts (a boundary left to the browser at the deadline) need the response's nonce, which is
  // not known yet (one document serves many responses). They get this per-render token, which document.ts turns into
  // nonce positions; being random and made before any data is read, no cook's text can contain it.
  const nonceToken = crypto.randomBytes(18).toString('base64url');
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page within ${renderTimeoutMs} ms`)), renderTimeoutMs);
  });
  try {
    const rendered = await Promise.race([
      shellBundles.load('shell', 'shell', shellVersion).then((shell) => shell.renderPage({ ...input, loadContainer, nonce: nonceToken })),
      deadline,
    ]);
    return { ...checkPage(rendered, input), nonceToken };
  } finally {
    clearTimeout(timer);
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** What a bundle may answer: anything, read field by field. */
interface UncheckedPage {
  status?: unknown;
  html?: unknown;
  styles?: unknown;
  head?: unknown;
  state?: unknown;
  cacheable?: unknown;
  fellBack?: unknown;
}
type UncheckedHead = { [field in keyof PageHead]?: unknown };

/** renderPage's answer in the contract's shape, or throws the first way it is not. */
export function checkPage(result: unknown, { config, registry }: Pick<RenderInput, 'config' | 'registry'>): RenderedPage {
  if (!result || typeof result !== 'object') throw new Error('renderPage answered no object');
  const page = result as UncheckedPage;
  const { html, styles = '', head, state = {} } = page;
  if (!isString(html)) throw new Error('renderPage answered no html');
  if (!isString(styles)) throw new Error('renderPage answered styles that are not a string');
  if (!head || typeof head !== 'object' || !isString((head as UncheckedHead).title)) throw new Error('renderPage answered no head.title');
  if (!state || typeof state !== 'object' || Array.isArray(state)) throw new Error('renderPage answered no state object');
  const { title, description, canonicalPath, image, noindex } = head as UncheckedHead & { title: string };
  const given = state as { config?: unknown; registry?: unknown; [key: string]: unknown };
  // Number.isInteger is false for anything that is not a number.
  const status = page.status as number;
  return {
    status: Number.isInteger(status) && status >= 200 && status <= 599 ? status : 200,
    html,
    styles,
    head: {
      title,
      description: isString(description) ? description : '',
      canonicalPath: isString(canonicalPath) ? canonicalPath : '/',
      image: isString(image) ? image : undefined,
      noindex: noindex === true,
    },
    // The browser takes /config.json and /remotes.json from the state: they are always there, as this render saw them.
    state: { ...given, config: given.config || config, registry: given.registry || registry },
    cacheable: page.cacheable === true,
    fellBack: Array.isArray(page.fellBack) ? page.fellBack.filter(isString) : [],
  };
}
