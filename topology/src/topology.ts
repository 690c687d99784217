/**
 * The shell and the services: name, folder, port and the variables that move each. The remotes are not listed here:
 * each remote workspace describes itself (`forkful.remote` in its package.json, its route module `src/routes.json`),
 * Node tooling finds them on disk (config/frontend-apps.js) and the shell learns the live ones at run time from
 * `/remotes.json`, so adding or retiring a remote never rebuilds the shell.
 */
export interface FrontendApp {
  /** Short name used by `npm run deploy -- <name>`. */
  readonly name: string;
  /** Workspace folder. */
  readonly dir: string;
  /** Module Federation container name. */
  readonly federationName: string;
  readonly isShell: boolean;
  readonly port: number;
  /** Variable that moves its dev/origin server. */
  readonly portEnv: string;
  /** For remotes: variable pointing the shell at a remote hosted elsewhere. */
  readonly urlEnv?: string;
  /** The HTML page title (of a remote: its standalone page). */
  readonly title: string;
  /** For remotes: the exposed module ids and the file behind each. */
  readonly exposes: Readonly<Record<string, string>>;
}

/** The host app. */
export const SHELL_APP = {
  name: 'shell', dir: 'shell', federationName: 'shell', isShell: true, port: 3000, portEnv: 'SHELL_PORT', title: 'Forkful', exposes: {},
} as const satisfies FrontendApp;

/** The ports remotes' dev servers take (`npm run new-remote` picks a free one here); the API's default CORS allows them. */
export const REMOTE_DEV_PORTS = { from: 3001, to: 3099 } as const;

/** The origin that serves every remote's deployed versions under `/<app>/` (`npm run serve`; a CDN in production). */
export const REMOTES_ORIGIN = { port: 3100, portEnv: 'REMOTES_ORIGIN_PORT', urlEnv: 'REMOTES_ORIGIN_URL' } as const;

/**
 * The back-end services: default port and the variable that moves each; `host` where a service listens on one address
 * only (the Auth emulator, firebase.json), `urlEnv` where the frontends are told its URL.
 */
export const SERVICES = {
  api: { port: 4000, portEnv: 'API_PORT', urlEnv: 'API_URL' },
  authEmulator: { port: 9099, portEnv: 'AUTH_EMULATOR_PORT', host: '127.0.0.1', urlEnv: 'FIREBASE_AUTH_EMULATOR_URL' },
  embeddedMongo: { port: 27018, portEnv: 'EMBEDDED_MONGO_PORT' },
} as const;

/** The default local URL of a service or frontend on its default port (`host` for one bound to an address). */
export function localUrl(port: number, host = 'localhost'): string {
  return `http://${host}:${port}`;
}
