import { FRONTEND_APPS } from './topology';

/**
 * The typed surface of each remote: the federation name and the modules it exposes.
 * Every exposed module default-exports a React component that takes no props; it reads the
 * route through react-router (a shared singleton) and the session through `useSession`.
 */
type RemoteApp = Extract<(typeof FRONTEND_APPS)[number], { isShell: false }>;
export type RemoteName = RemoteApp['federationName'];
type ExposedModule<R extends RemoteName> = keyof Extract<RemoteApp, { federationName: R }>['exposes'] & string;

/** Remote name -> the module ids it exposes, derived from the topology (topology.ts). */
export const REMOTES = Object.fromEntries(
  FRONTEND_APPS.filter((app) => !app.isShell).map((app) => [app.federationName, Object.keys(app.exposes)]),
) as unknown as { readonly [R in RemoteName]: readonly ExposedModule<R>[] };

export type RemoteModuleId<R extends RemoteName = RemoteName> = R extends RemoteName
  ? `${R}/${ExposedModule<R> extends `./${infer M}` ? M : never}`
  : never;

/** The shape of the shell's `remotes.json`: remote name -> URL of its `mf-manifest.json` (or remoteEntry.js). */
export type RemotesManifest = Record<RemoteName, string>;

/** The shape of the shell's `config.json`, written at serve time from the environment. */
export interface RuntimeConfig {
  apiUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId?: string;
    /** Set only for the Auth emulator, e.g. "http://127.0.0.1:9099". */
    authEmulatorUrl?: string;
  };
  /** Whether this browser may try a remote version that is not current (`?preview=recipes@<version>`). */
  allowVersionPreview?: boolean;
}
