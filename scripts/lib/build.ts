/**
 * Builds the workspaces a command needs with `lerna run build` (Nx underneath, nx.json): each after the workspaces it
 * depends on, and from Nx's local cache when its inputs did not change (FORCE_BUILD=1 skips the cache).
 */
import fs from 'node:fs';
import path from 'node:path';
import { frontendApps } from '@forkful/deploy/src/apps';
import { REPO_ROOT, runCommand } from '@forkful/platform';

const LERNA_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'lerna');
/**
 * The compiled packages, in their dependency order. The API needs only domain and topology, but the frontends' dev
 * servers take runtime and contracts, the shared singletons, from their dist (config/webpack.shared.js bundles the
 * others from source): all of them are built with the API.
 */
export const PACKAGE_WORKSPACES = ['domain', 'topology', 'design-tokens', 'runtime', 'contracts'];
/** What the stack runs from: the packages and the API (embedded-mongo, which it depends on, comes with it). */
export const SERVER_WORKSPACES = [...PACKAGE_WORKSPACES, 'api'];
/** The shell and every remote workspace found on disk (config/frontend-apps.js). */
// Every app found in the checkout has its folder (only a store-only remote, which the deploy knows, has none).
export const FRONTEND_WORKSPACES = frontendApps().map((app) => app.dir as string);

/** Build the named workspace folders (and what they depend on); `logFile`: the build's output there (default: the console). */
export async function buildWorkspaces(
  dirs: string[],
  { logFile, force = Boolean(process.env.FORCE_BUILD) }: { logFile?: string; force?: boolean } = {},
): Promise<{ ok: boolean; tail: string }> {
  const scopes = dirs.flatMap((dir) => ['--scope', workspacePackageName(dir)]);
  const result = await runCommand({
    name: 'build',
    command: LERNA_BIN,
    args: ['run', 'build', ...scopes, '--concurrency', '2', '--loglevel', 'warn', ...(force ? ['--skip-nx-cache'] : [])],
    cwd: REPO_ROOT,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
    logFile,
  });
  return { ok: result.code === 0, tail: result.tail };
}

/** A workspace folder's package name. */
export function workspacePackageName(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name;
}
