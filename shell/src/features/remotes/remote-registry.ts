import type { RegistryRemote, RemoteRegistry } from '@forkful/topology/routes';

/**
 * Reading `/remotes.json` defensively: the shell trusts its server, but one bad entry (a hand-edited pointer, a remote
 * deployed by a newer tool) must not take the whole page down, so anything not shaped like a registry remote is left
 * out here, before routes, navigation or the federation runtime see it. Plain code, type imports only: the early
 * preload (early-remotes.ts) uses it before the shell's shared modules arrive.
 */

/** No remotes: the shell's own pages and its built-in not-found page still work. */
export const EMPTY_REGISTRY: RemoteRegistry = { schemaVersion: 2, remotes: [] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why an entry is not a usable registry remote, or undefined when it is. */
function problemWith(entry: unknown): string | undefined {
  if (!isObject(entry)) return 'not an object';
  if (typeof entry.name !== 'string' || !entry.name) return 'no name';
  if (typeof entry.manifest !== 'string' || !entry.manifest) return 'no manifest URL';
  const routes = entry.routes;
  if (!isObject(routes)) return 'no routes';
  if (!Array.isArray(routes.claims) || !Array.isArray(routes.pages) || !Array.isArray(routes.nav)) {
    return 'routes without claims, pages and nav lists';
  }
  return undefined;
}

/** A registry entry, its optional-looking fields filled so the rest of the shell can rely on the type. */
function remoteFrom(entry: Record<string, unknown>): RegistryRemote {
  const name = entry.name as string;
  return {
    ...(entry as unknown as RegistryRemote),
    app: typeof entry.app === 'string' ? entry.app : name.replace(/^mfe_/, ''),
    version: typeof entry.version === 'string' ? entry.version : 'unknown',
  };
}

type Report = (message: string, detail: unknown) => void;
const logError: Report = (message, detail) => console.error(message, detail);

/**
 * The registry in a `/remotes.json` body: malformed entries (and a second entry under a name already listed) are
 * dropped and reported; a body that is not a schemaVersion 2 registry at all gives the empty registry. `report` is
 * the console by default; the early preload passes a silent one (the bootstrap reads the same body and reports).
 */
export function registryFrom(body: unknown, report: Report = logError): RemoteRegistry {
  if (!isObject(body) || body.schemaVersion !== 2 || !Array.isArray(body.remotes)) {
    report('[forkful] /remotes.json is not a schemaVersion 2 registry; no remote is mounted:', body);
    return EMPTY_REGISTRY;
  }
  const remotes: RegistryRemote[] = [];
  body.remotes.forEach((entry: unknown, i: number) => {
    const problem = problemWith(entry) ?? (remotes.some((r) => r.name === (entry as RegistryRemote).name) ? 'a repeated name' : undefined);
    if (problem) report(`[forkful] /remotes.json entry ${i} is ignored (${problem}):`, entry);
    else remotes.push(remoteFrom(entry as Record<string, unknown>));
  });
  return { schemaVersion: 2, remotes };
}
