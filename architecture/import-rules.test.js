'use strict';
/**
 * The import rules of ARCHITECTURE.md, one test per rule, checked with dependency-cruiser (.dependency-cruiser.cjs).
 * A failure names each offending import.
 */
const path = require('path');
const { execFileSync } = require('child_process');
const { REPO_ROOT, SOURCE_ROOTS } = require('./source-tree');

const CONFIG = path.join(REPO_ROOT, '.dependency-cruiser.cjs');
const RULES = require(CONFIG).forbidden.map((rule) => rule.name);

function cruise() {
  const bin = path.join(REPO_ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  let output;
  try {
    output = execFileSync(process.execPath, [bin, '--config', CONFIG, '--output-type', 'json', ...SOURCE_ROOTS], {
      cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its JSON report is still on stdout.
    if (!error.stdout) throw error;
    output = error.stdout;
  }
  return JSON.parse(output);
}

let report;
beforeAll(() => {
  report = cruise();
}, 120_000);

test('the checks read every source root', () => {
  expect(report.summary.totalCruised).toBeGreaterThan(300);
});

test.each(RULES)('rule %s holds', (rule) => {
  const violations = report.summary.violations
    .filter((v) => v.rule.name === rule)
    .map((v) => (v.cycle ? v.cycle.map((c) => c.name || c).join(' -> ') : `${v.from} -> ${v.to}`));
  expect(violations).toEqual([]);
});
