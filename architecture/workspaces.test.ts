/**
 * workspaces() (@forkful/platform), the one list of workspaces the tools read, is npm's own: the same folders npm links
 * and runs scripts in (so lerna and Nx, which read the same list, see them too), and every one is tested by `npm test`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { workspaces } from '@forkful/platform';
import { unitTestWorkspaces } from '@forkful/scripts/lib/test-runs';
import { REPO_ROOT } from './source-tree';

test("expands the root's workspaces as npm does", () => {
  const npm = JSON.parse(execFileSync('npm', ['query', '.workspace'], { cwd: REPO_ROOT, encoding: 'utf8' })) as { path: string }[];
  const npmDirs = npm.map((ws) => path.relative(REPO_ROOT, ws.path)).sort();
  expect(npmDirs.length).toBeGreaterThan(8);
  expect(workspaces().map((ws) => ws.dir).sort()).toEqual(npmDirs);
});

test('npm test runs the unit tests of every workspace that has them, once', () => {
  const withTests = workspaces().filter((ws) => ws.pkg.scripts?.test && ws.pkg.forkful?.tests !== 'browser').map((ws) => ws.dir).sort();
  const scheduled = Object.values(unitTestWorkspaces()).flat();
  expect([...scheduled].sort()).toEqual(withTests);
  expect(new Set(scheduled).size).toBe(scheduled.length);
});
