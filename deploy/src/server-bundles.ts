/**
 * The server bundles of a version as the server render check (server-render-check.ts) uses them: the shell's
 * `server/shell-server.js` (its renderPage, shell/src/server/render-page.tsx) and a remote's `server/container.js`.
 * They are loaded from the store, so nothing here is checked by the compiler: the check looks before it uses.
 */
import type { RemoteRegistry } from '@forkful/topology';

/** A plain function component, as the check wraps it to record what it throws. */
export interface FunctionComponent {
  (props: unknown): unknown;
  displayName?: string;
}

/** A page component: a function, a class, or an object React renders (memo, forwardRef). */
export type Component = FunctionComponent | object;

/** A remote's server container: `module.exports = { pages: { [module]: Component } }`. */
export interface Container {
  pages: Record<string, Component>;
}

/** What a page component threw while the check rendered it: `mfe_x/Page` and the first line of the error. */
export interface Thrown {
  id: string;
  message: string;
}

export interface RenderPageInput {
  url: string;
  origin: string;
  config: { apiUrl: string; allowVersionPreview: boolean };
  registry: RemoteRegistry;
  apiUrl: string;
  loadContainer: (remoteName: string) => Promise<Container>;
  deadlineMs: number;
}

/** renderPage's answer, as far as the check reads it (it looks at each field before it trusts it). */
export interface RenderPageResult {
  html?: unknown;
  fellBack?: unknown;
}

/** The shell's server bundle. */
export interface ShellServer {
  renderPage(input: RenderPageInput): Promise<RenderPageResult | undefined>;
}
