/**
 * The checks every remote's `src/routes.test.ts` runs on its route module (`src/routes.json`): it passes the schema and
 * its cross-checks, each module the remote exposes (as its build derives them: config/frontend-apps.js) is a file in
 * `src/exposes/` whose default export is a component, and its navigation into its own URL space leads to its own pages.
 * Jest only, and not exported from the kit's index, so zod never reaches a bundle.
 */
import { claimCovers, ownExposedModules, pagePaths, type RemoteRoutes } from '@forkful/topology/routes';
import { parseRemoteRoutes } from '@forkful/topology/routes-schema';

interface FoundRemote {
  name: string;
  dir: string;
  federationName: string;
  exposes: Record<string, string>;
}

/** The repository's frontend finder (Node), the one the build and the deploy use. */
const frontendApps = jest.requireActual<{ REPO_ROOT: string; discoverRemoteApps(): FoundRemote[] }>('@forkful/config/frontend-apps');

/** Whether the internal path `to` is one of page pattern `page` (`/recipes/42` is one of `/recipes/:id`). */
function isPathOf(to: string, page: string): boolean {
  const want = page.split('/').filter(Boolean);
  const got = to.split('/').filter(Boolean);
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/** A React component as an exposed module's default export: a function, or memo/forwardRef/lazy's object. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * @param remote  the remote's short name (its package.json's `forkful.remote.name`)
 * @param routes  its `src/routes.json`, imported
 */
export function describeRouteModule(remote: string, routes: unknown) {
  describe(`the route module of remote "${remote}" (src/routes.json)`, () => {
    const parsed = parseRemoteRoutes(routes);
    const declared = parsed.routes ?? (routes as RemoteRoutes);
    const app = frontendApps.discoverRemoteApps().find((found) => found.name === remote);

    it('passes the schema and its cross-checks', () => {
      expect(parsed.problems).toEqual([]);
    });

    it('exposes every module of its own that its pages name, each from a file in src/exposes/', () => {
      if (!app) throw new Error(`no remote named "${remote}" in this checkout (a package.json's forkful.remote.name)`);
      const exposes = app?.exposes ?? {};
      expect(Object.keys(exposes)).toEqual(expect.arrayContaining(ownExposedModules(app?.federationName ?? '', declared)));
      for (const file of Object.values(exposes)) expect(file).toMatch(/^\.\/src\/exposes\/[a-z0-9-]+\.tsx$/);
    });

    it('gives each exposed module a component as its default export', () => {
      const notComponents = Object.entries(app?.exposes ?? {})
        .filter(([, file]) => !isComponent(jest.requireActual<{ default?: unknown }>(`${frontendApps.REPO_ROOT}/${app?.dir}/${file.slice(2)}`).default))
        .map(([module, file]) => `${module} (${file})`);
      expect(notComponents).toEqual([]);
    });

    it('leads its navigation into its own URL space to its own pages', () => {
      const pages = pagePaths(declared);
      const stray = declared.nav
        .filter((entry) => declared.claims.some((claim) => claimCovers(claim, entry.to)))
        .filter((entry) => !pages.some((page) => isPathOf(entry.to, page)))
        .map((entry) => `${entry.slot} "${entry.label}" -> ${entry.to}`);
      expect(stray).toEqual([]);
    });
  });
}
