import { navigationStore } from '@forkful/runtime';
import { type RegistryRemote, type RemoteRegistry, type RemoteRoutes } from '@forkful/topology';

/**
 * The three remotes' own route modules (`mfe-*\/src/routes.json`) as test fixtures, so the shell's tests follow what
 * the remotes really declare. Read at test time (jest.requireActual), not imported: the shell's module graph never
 * reaches into a remote's folder (the architecture rule shell-loads-remotes-at-run-time-only).
 */
export function routesOf(app: 'public' | 'recipes' | 'dashboard'): RemoteRoutes {
  const file = ['..', '..', '..', `mfe-${app}`, 'src', 'routes.json'].join('/');
  return JSON.parse(JSON.stringify(jest.requireActual<RemoteRoutes>(file))) as RemoteRoutes;
}

/** A registry entry as the shell's server lists it, for a remote with the given route module. */
export function registryRemote(app: string, routes: RemoteRoutes, version = 'dev'): RegistryRemote {
  return { name: `mfe_${app}`, app, version, manifest: `http://${app}.test/mf-manifest.json`, routes };
}

/** Today's three remotes, in the registry's order (by name). */
export function fixtureRegistry(): RemoteRegistry {
  return {
    schemaVersion: 2,
    remotes: [
      registryRemote('dashboard', routesOf('dashboard')),
      registryRemote('public', routesOf('public')),
      registryRemote('recipes', routesOf('recipes')),
    ],
  };
}

/** The navigation the shell shows with the three remotes live (what bootstrap's liveNavigation.show fills). */
export function fillNavigation(registry: RemoteRegistry = fixtureRegistry()): void {
  navigationStore.setState({ entries: registry.remotes.flatMap((remote) => remote.routes.nav) });
}
