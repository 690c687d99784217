/**
 * The import rules of ARCHITECTURE.md, one test per rule, checked with dependency-cruiser (.dependency-cruiser.cjs)
 * over every source file of the checkout. A failure names each offending import.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { workspaces } from '@forkful/platform';
import { REPO_ROOT, sourceFiles } from './source-tree';

const CONFIG = path.join(REPO_ROOT, '.dependency-cruiser.cjs');
/** The rule that keeps every relative import inside its own workspace (another one is imported by package name). */
const RELATIVE_IMPORTS_RULE = 'relative-imports-stay-in-their-workspace';

/** What the checks read of dependency-cruiser's JSON report. */
interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: (string | { name: string })[];
}

interface Report {
  modules: { source: string }[];
  summary: { totalCruised: number; violations: Violation[] };
}

const RULES = (require(CONFIG) as { forbidden: { name: string }[] }).forbidden.map((rule) => rule.name);

function cruise(files: string[]): Report {
  const bin = path.join(REPO_ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  let output: string;
  try {
    output = execFileSync(process.execPath, [bin, '--config', CONFIG, '--output-type', 'json', ...files], {
      cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
    });
  } catch (caught) {
    // depcruise exits non-zero when it finds violations; its JSON report is still on stdout.
    const error = caught as Error & { stdout?: string };
    if (!error.stdout) throw error;
    output = error.stdout;
  }
  return JSON.parse(output) as Report;
}

let files: string[];
let report: Report;
beforeAll(() => {
  files = sourceFiles();
  report = cruise(files);
}, 120_000);

test('the checks read every source file', () => {
  expect(report.summary.totalCruised).toBeGreaterThan(300);
  const cruised = new Set(report.modules.map((module) => module.source));
  expect(files.filter((file) => !cruised.has(file))).toEqual([]);
});

test(`.dependency-cruiser.cjs has the rule ${RELATIVE_IMPORTS_RULE}`, () => {
  expect(RULES).toContain(RELATIVE_IMPORTS_RULE);
});

test.each(RULES)('rule %s holds', (rule) => {
  const violations = report.summary.violations
    .filter((v) => v.rule.name === rule)
    .map((v) => (v.cycle ? v.cycle.map((c) => (typeof c === 'string' ? c : c.name)).join(' -> ') : `${v.from} -> ${v.to}`));
  expect(violations).toEqual([]);
});

test('the rules read every compiled package from its source (tsconfig.depcruise.json maps each entry)', () => {
  const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'tsconfig.depcruise.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  // A compiled library: its types in dist (the API's main is in dist too, but nothing imports the API).
  const compiled = workspaces().filter((workspace) => String(workspace.pkg.types).startsWith('dist/'));
  expect(compiled.map((workspace) => workspace.pkg.name)).toEqual(expect.arrayContaining(['@forkful/domain', '@forkful/runtime']));
  for (const workspace of compiled) {
    const dir = path.join(REPO_ROOT, workspace.dir);
    const entries = fs.readdirSync(dir).filter((entry) => entry !== 'node_modules' && fs.existsSync(path.join(dir, entry, 'package.json')));
    for (const name of [workspace.pkg.name, ...entries.map((entry) => `${workspace.pkg.name}/${entry}`)]) {
      const [source] = compilerOptions.paths[name] ?? [];
      expect([name, source && fs.existsSync(path.join(REPO_ROOT, source))]).toEqual([name, true]);
    }
  }
});
