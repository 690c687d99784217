/**
 * `npm run new-remote -- <name> [--root <dir>]`: a new remote workspace, `mfe-<name>/`, from scripts/templates/remote/
 * (files named `*.tmpl`, so no workspace compiles, lints or tests the template itself), with one page at `/<name>`.
 * Nothing else is edited: the root workspaces glob (`mfe-*`) and the discovery of remotes (config/frontend-apps.js:
 * `forkful.remote` in its package.json) make `npm start`, `npm test`, `npm run build` and `npm run deploy -- <name>`
 * find it. Its package.json takes the dependencies, devDependencies and scripts of an existing remote (mfe-public),
 * so it builds with what the others build with, against our split packages and never @forkful/contracts; its dev port
 * is the first of REMOTE_DEV_PORTS no remote uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APP_NAME_PATTERN, REMOTE_DEV_PORTS, federationNameOf, type FrontendApp } from '@forkful/topology';
import { discoverRemoteApps } from '@forkful/config/frontend-apps';
import { REPO_ROOT } from '@forkful/platform';

export const TEMPLATE_DIR = path.join(__dirname, 'templates', 'remote');
/** The remote whose package.json a new one copies (dependencies, devDependencies, scripts). */
const REFERENCE_REMOTE = 'mfe-public';
/** What a remote builds against: what the templates import, and runtime, the singleton the shell shares. */
const REMOTE_PACKAGES = ['@forkful/design-tokens', '@forkful/domain', '@forkful/runtime', '@forkful/ui'];
/** The frozen shim only the shell provides, for remotes built before the split: a new remote must not depend on it. */
const FROZEN_SHIM = '@forkful/contracts';
const USAGE = 'usage: npm run new-remote -- <name> [--root <dir>]   (name: lowercase letters and digits, 2 to 24, starting with a letter)';

export class NewRemoteRefused extends Error {}

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every `.tmpl` file below `dir`, as paths relative to it. */
function templateFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return templateFiles(path.join(dir, entry.name), rel);
    return entry.name.endsWith('.tmpl') ? [rel] : [];
  });
}

function fill(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((out, [placeholder, value]) => out.split(placeholder).join(value), text);
}

/** The workspaces' package names and remote names below `root`, to refuse a name that is taken. */
function takenNames(root: string): Set<string> {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const file = path.join(root, entry.name, 'package.json');
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; forkful?: { remote?: { name: string } } };
    names.add(pkg.name);
    if (pkg.forkful && pkg.forkful.remote) names.add(pkg.forkful.remote.name);
  }
  return names;
}

/** The first port of REMOTE_DEV_PORTS that no remote workspace below `root` has taken. */
export function freeDevPort(root: string): number {
  const used = new Set(discoverRemoteApps(root).map((app: FrontendApp) => app.port));
  for (let port = REMOTE_DEV_PORTS.from; port <= REMOTE_DEV_PORTS.to; port += 1) if (!used.has(port)) return port;
  throw new NewRemoteRefused(`Every remote dev port (${REMOTE_DEV_PORTS.from}-${REMOTE_DEV_PORTS.to}) is taken.`);
}

function validateName(name: string | undefined, root: string): void {
  if (!name || !REMOTE_APP_NAME_PATTERN.test(name)) throw new NewRemoteRefused(`Not a remote name: ${JSON.stringify(name ?? '')}\n${USAGE}`);
  if (name === 'shell') throw new NewRemoteRefused('"shell" is the host app, not a remote name.');
  const dir = `mfe-${name}`;
  if (fs.existsSync(path.join(root, dir))) throw new NewRemoteRefused(`${dir}/ exists already.`);
  const taken = takenNames(root);
  if (taken.has(name) || taken.has(`@forkful/${dir}`)) throw new NewRemoteRefused(`A workspace is already named ${name}.`);
}

/** The reference's dependencies without the frozen shim, with REMOTE_PACKAGES at `version` where it lacks them. */
function remoteDependencies(reference: Record<string, string> = {}, version: string): Record<string, string> {
  const dependencies: Record<string, string> = { ...reference };
  delete dependencies[FROZEN_SHIM];
  for (const name of REMOTE_PACKAGES) dependencies[name] ??= version;
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** package.json: the reference remote's dependencies and scripts, this remote's name and forkful.remote. */
function packageJson(root: string, name: string, port: number) {
  const referenceFile = path.join(root, REFERENCE_REMOTE, 'package.json');
  if (!fs.existsSync(referenceFile)) throw new NewRemoteRefused(`${REFERENCE_REMOTE}/package.json is missing: it is what a new remote's dependencies are copied from.`);
  const reference = JSON.parse(fs.readFileSync(referenceFile, 'utf8')) as Record<string, unknown>;
  return {
    name: `@forkful/mfe-${name}`,
    version: reference.version,
    private: true,
    forkful: { remote: { name, port, title: `Forkful · ${capitalize(name)}` } },
    scripts: reference.scripts,
    // Every workspace has the one version lerna.json sets: the reference's is our packages' too.
    dependencies: remoteDependencies(reference.dependencies as Record<string, string> | undefined, reference.version as string),
    devDependencies: reference.devDependencies,
  };
}

/** Creates `<root>/mfe-<name>/`. Returns what it wrote. */
export function createRemote(name: string, { root = REPO_ROOT }: { root?: string } = {}): { dir: string; port: number; files: string[] } {
  validateName(name, root);
  const port = freeDevPort(root);
  const dir = path.join(root, `mfe-${name}`);
  const values = { __NAME__: name.toUpperCase(), __Name__: capitalize(name), __name__: name, __PORT__: String(port), __FEDERATION__: federationNameOf(name) };
  const pkg = packageJson(root, name, port);
  const files = ['package.json'];
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  for (const rel of templateFiles(TEMPLATE_DIR)) {
    const target = fill(rel.slice(0, -'.tmpl'.length), values);
    fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
    fs.writeFileSync(path.join(dir, target), fill(fs.readFileSync(path.join(TEMPLATE_DIR, rel), 'utf8'), values));
    files.push(target);
  }
  return { dir, port, files: files.sort() };
}

export function parseArgs(argv: string[]): { root: string; positional: string[] } {
  const options = { root: REPO_ROOT, positional: [] as string[] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--root') options.root = path.resolve(argv[++i]);
    else if (argv[i].startsWith('--root=')) options.root = path.resolve(argv[i].slice('--root='.length));
    else if (argv[i].startsWith('--')) throw new NewRemoteRefused(`Unknown option ${argv[i]}\n${USAGE}`);
    else options.positional.push(argv[i]);
  }
  if (options.positional.length !== 1) throw new NewRemoteRefused(USAGE);
  return options;
}

export function main(argv: string[], log: (line: string) => void = console.log): number {
  const { root, positional: [name] } = parseArgs(argv);
  const { dir, port, files } = createRemote(name, { root });
  const rel = path.relative(process.cwd(), dir);
  log(`Created ${rel && !rel.startsWith('..') ? rel : dir}/ (remote ${federationNameOf(name)}, dev port ${port}, claims /${name}/*, one page at /${name}):`);
  for (const file of files) log(`  ${file}`);
  const next: [string, string][] = [
    ['npm install', 'links the new workspace (the root workspaces glob mfe-* already includes it)'],
    ['npm start', `runs it with everything else; its page: http://localhost:3000/${name}`],
    [`npm test -w @forkful/mfe-${name}`, "its unit tests (npm test runs them with every workspace's)"],
    [`npm run deploy -- ${name}`, `checks it against what is live, tests and publishes it: live at /${name}`],
  ];
  const width = Math.max(...next.map(([command]) => command.length)) + 3;
  log('');
  log('Next:');
  for (const [command, what] of next) log(`  ${command.padEnd(width)}${what}`);
  return 0;
}

if (require.main === module) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof NewRemoteRefused ? error.message : (error as Error).stack);
    process.exit(1);
  }
}
