'use strict';
/**
 * Every frontend in this checkout, found on disk: the shell (`@forkful/topology`) and each remote workspace, i.e. any
 * top-level folder whose package.json has a `forkful.remote` block ({ name, port, title }). Nothing lists the remotes
 * by hand: `npm run new-remote -- <name>` creates the folder, and the build, `npm start`, `npm run serve`, `npm test`
 * and `npm run deploy` find it here. Node tooling only (webpack configs, scripts, deploy, the shell's dev server).
 */
const fs = require('fs');
const path = require('path');
const { SHELL_APP, federationNameOf } = require('@forkful/topology');

const REPO_ROOT = path.resolve(__dirname, '..');
/** Where a remote's route module lives in its workspace. */
const ROUTES_FILE = path.join('src', 'routes.json');

/** `AllRecipesPage` -> `all-recipes-page`: the file name of an exposed module in `src/exposes/`. */
function kebabCase(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${path.relative(REPO_ROOT, file) || file}: ${error.message}`);
  }
}

/** The remote's route module as written (validated by the build and the deploy, not here). */
function readRoutes(dir, root = REPO_ROOT) {
  return readJson(path.join(root, dir, ROUTES_FILE));
}

/**
 * What the remote exposes: each of its own modules its route module names, for its pages and its extensions
 * (`./AboutPage` -> `./src/exposes/about-page.tsx`), plus any listed in `forkful.remote.exposes` for other remotes'
 * layouts.
 */
function exposesOf(dir, descriptor, root = REPO_ROOT) {
  const federationName = federationNameOf(descriptor.name);
  let routes;
  try {
    routes = readRoutes(dir, root);
  } catch {
    // One remote's unreadable route module fails its own build (webpack.frontend.js validates it), not the others'.
    routes = { pages: [] };
  }
  const modules = new Set(descriptor.exposes || []);
  for (const page of routes.pages || []) {
    for (const p of [page, ...(page.children || [])]) {
      if (typeof p.module !== 'string') continue;
      if (!p.module.includes('/')) modules.add(p.module);
      else if (p.module.startsWith(`${federationName}/`)) modules.add(p.module.slice(federationName.length + 1));
    }
  }
  // Contributions to other remotes' pages are always its own modules (the schema refuses another's).
  for (const extension of Array.isArray(routes.extensions) ? routes.extensions : []) {
    if (extension && typeof extension.module === 'string' && !extension.module.includes('/')) modules.add(extension.module);
  }
  return Object.fromEntries([...modules].sort().map((module) => [`./${module}`, `./src/exposes/${kebabCase(module)}.tsx`]));
}

/** One remote workspace as the tools use it. */
function remoteApp(dir, descriptor, root = REPO_ROOT) {
  const upper = descriptor.name.toUpperCase();
  return {
    name: descriptor.name,
    dir,
    federationName: federationNameOf(descriptor.name),
    isShell: false,
    port: descriptor.port,
    portEnv: `MFE_${upper}_PORT`,
    urlEnv: `MFE_${upper}_URL`,
    title: descriptor.title,
    exposes: exposesOf(dir, descriptor, root),
  };
}

/** The remote workspaces below `root`, by folder name. */
function discoverRemoteApps(root = REPO_ROOT) {
  return fs.readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .sort()
    .flatMap((dir) => {
      const file = path.join(root, dir, 'package.json');
      if (!fs.existsSync(file)) return [];
      const descriptor = readJson(file).forkful?.remote;
      return descriptor ? [remoteApp(dir, descriptor, root)] : [];
    });
}

/** The shell, then every remote found. */
function discoverFrontendApps(root = REPO_ROOT) {
  return [{ ...SHELL_APP, exposes: {} }, ...discoverRemoteApps(root)];
}

module.exports = { REPO_ROOT, ROUTES_FILE, discoverFrontendApps, discoverRemoteApps, readRoutes, kebabCase };
