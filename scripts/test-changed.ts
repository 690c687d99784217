/**
 * `npm run test:changed [-- --base <ref>]`: the developer's loop, only what a change can affect.
 *   - The changed files: committed since <ref> (default: where this branch left main, so on main itself, nothing
 *     committed) plus those not committed yet, untracked included.
 *   - The workspaces they affect, from Nx's project graph (`nx graph`): the changed workspaces and every workspace
 *     that depends on one; every workspace when a shared file outside them changed (config/, tsconfig.base.json...).
 *   - Each affected workspace with unit tests: when only its own files changed, the tests jest relates to them
 *     (`--changedSince <ref>`, jest's module graph); when a workspace it depends on changed, all of them.
 *   - The frontends' type check when a frontend is affected, the tool packages' (tsconfig.tooling.json) when one of
 *     them is; the import rules when any source changed.
 *   - The browser tests are not run: it says when they are affected (`npm run test:e2e` runs them).
 * Needs what `npm test` builds (the dist of the compiled packages: domain, topology, design-tokens, runtime, contracts,
 * embedded-mongo): it builds those that are affected first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { frontendApps } from '@forkful/deploy/src/apps';
import { installShutdownHooks, REPO_ROOT, runCommand, stopAll } from '@forkful/platform';
import { buildWorkspaces, PACKAGE_WORKSPACES } from './lib/build';
import { unitTestWorkspaces, E2E_TYPECHECK_ARGS, TOOLING_TYPECHECK_ARGS, TYPECHECK_ARGS } from './lib/test-runs';

const bin = (name: string) => path.join(REPO_ROOT, 'node_modules', '.bin', name);
const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
const lines = (text: string) => text.split('\n').filter(Boolean);

/** The workspaces whose code tsconfig.tooling.json checks (the first folder of each of its `include` entries). */
function toolingWorkspaces(): Set<string> {
  const { include } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'tsconfig.tooling.json'), 'utf8')) as { include: string[] };
  return new Set(include.map((entry) => entry.split('/')[0]));
}

function baseRef(argv: string[]): string {
  const i = argv.indexOf('--base');
  if (i >= 0 && argv[i + 1]) return argv[i + 1];
  const main = ['origin/main', 'main'].find((ref) => {
    try {
      git('rev-parse', '--verify', '--quiet', ref);
      return true;
    } catch {
      return false;
    }
  });
  return main ? git('merge-base', 'HEAD', main) : 'HEAD';
}

function changedFiles(base: string): string[] {
  return [...new Set([...lines(git('diff', '--name-only', base)), ...lines(git('ls-files', '--others', '--exclude-standard'))])];
}

interface ProjectGraph {
  /** Workspace folder -> package name. */
  nameOf: Map<string, string>;
  /** Workspace folder -> the folders of the workspaces it depends on. */
  dependsOn: Map<string, Set<string>>;
}

/** What `nx graph --file` writes, as far as it is read here. */
interface NxGraphFile {
  graph: {
    nodes: Record<string, { data: { root: string } }>;
    dependencies: Record<string, { target: string }[]>;
  };
}

/** The workspaces (folder, package name) and what each depends on, from Nx's project graph. */
function projectGraph(): ProjectGraph {
  const file = path.join(os.tmpdir(), `forkful-graph-${process.pid}.json`);
  execFileSync(bin('nx'), ['graph', `--file=${file}`], { cwd: REPO_ROOT, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  const { graph } = JSON.parse(fs.readFileSync(file, 'utf8')) as NxGraphFile;
  fs.rmSync(file, { force: true });
  const dirOf = new Map(Object.entries(graph.nodes).map(([name, node]) => [name, node.data.root]));
  const dependsOn = new Map([...dirOf.values()].map((dir) => [dir, new Set<string>()]));
  for (const [name, edges] of Object.entries(graph.dependencies)) {
    const dependent = dependsOn.get(dirOf.get(name) as string);
    for (const edge of edges) if (dirOf.has(edge.target)) dependent?.add(dirOf.get(edge.target) as string);
  }
  return { nameOf: new Map([...dirOf].map(([name, dir]) => [dir, name])), dependsOn };
}

/**
 * For each workspace a change affects: 'own' when only its own files changed (the tests related to them), 'all'
 * when a workspace it depends on, or a shared file outside the workspaces (config/, tsconfig.base.json...), changed.
 */
function affectedWorkspaces(changed: string[], { nameOf, dependsOn }: ProjectGraph): Map<string, 'own' | 'all'> {
  const workspaceOf = (file: string) => (nameOf.has(file.split('/')[0]) ? file.split('/')[0] : null);
  const shared = changed.filter((file) => !workspaceOf(file) && !file.endsWith('.md'));
  const touched = new Set(changed.map(workspaceOf).filter(Boolean));
  const reaches = (dir: string, seen = new Set<string>()): boolean => [...(dependsOn.get(dir) ?? [])].some((dep) => !seen.has(dep) && (seen.add(dep), touched.has(dep) || reaches(dep, seen)));
  const affected = new Map<string, 'own' | 'all'>();
  for (const dir of nameOf.keys()) {
    if (shared.length || reaches(dir)) affected.set(dir, 'all');
    else if (touched.has(dir)) affected.set(dir, 'own');
  }
  return affected;
}

async function run(label: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n--- ${label}`);
  const { code } = await runCommand({ name: label, command, args, cwd: REPO_ROOT, inheritOutput: true });
  return code === 0;
}

async function main() {
  installShutdownHooks();
  const base = baseRef(process.argv.slice(2));
  const changed = changedFiles(base);
  if (!changed.length) {
    console.log(`Nothing changed since ${base.slice(0, 12)}: nothing to test.`);
    return 0;
  }
  const graph = projectGraph();
  const affected = affectedWorkspaces(changed, graph);
  const isAffected = (dir: string | undefined) => dir !== undefined && affected.has(dir);
  console.log(`Changed since ${base.slice(0, 12)}: ${changed.length} file(s). Affected: ${[...affected].map(([dir, how]) => (how === 'own' ? dir : `${dir} (all)`)).join(', ') || 'none'}.`);

  const failed: string[] = [];
  const builds = [...PACKAGE_WORKSPACES, 'embedded-mongo'].filter(isAffected);
  if (builds.length && !(await buildWorkspaces(builds)).ok) failed.push('build');
  if (frontendApps().some((app) => isAffected(app.dir)) || isAffected('ui')) {
    if (!(await run('typecheck (frontends)', bin('tsc'), TYPECHECK_ARGS))) failed.push('typecheck');
  }
  if ([...toolingWorkspaces()].some(isAffected)) {
    if (!(await run('typecheck (tool packages)', bin('tsc'), TOOLING_TYPECHECK_ARGS))) failed.push('typecheck (tools)');
  }
  if (isAffected('e2e')) {
    if (!(await run('typecheck (browser tests)', bin('tsc'), E2E_TYPECHECK_ARGS))) failed.push('typecheck (browser tests)');
  }
  for (const dir of Object.values(unitTestWorkspaces()).flat()) {
    // The import rules read every workspace: all of them whenever a source file changed anywhere.
    const sourceChanged = dir === 'architecture' && changed.some((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file));
    if (!isAffected(dir) && !sourceChanged) continue;
    const related = !sourceChanged && affected.get(dir) === 'own' ? ['--changedSince', base, '--passWithNoTests'] : [];
    const name = graph.nameOf.get(dir) as string;
    if (!(await run(`${name}${related.length ? ' (the tests related to the change)' : ''}`, 'npm', ['test', '--silent', '-w', name, '--', ...related]))) failed.push(dir);
  }
  // The browser tests run the built product: every frontend and the API, though their package.json does not say so.
  const productChanged = ['e2e', 'api', 'ui', ...frontendApps().map((app) => app.dir)].some(isAffected);
  if (productChanged) console.log('\nThe browser tests are affected too: `npm run test:e2e` runs them (after `npm run build`).');
  console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll affected checks passed.');
  return failed.length ? 1 : 0;
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
