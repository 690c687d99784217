/** The repository's own source files, as the architecture checks see them. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@forkful/platform';

export { REPO_ROOT };

/** A source file: TypeScript or JavaScript, tests included. */
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
/** What is built, installed or written by a run, not written by hand. */
const NOT_SOURCE = /(^|\/)(dist|node_modules|test-output|coverage)\//;

/** Files git tracks (plus untracked, not ignored ones), relative to the repository root. */
export function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return out.split('\n').filter(Boolean);
}

/**
 * Every source file of the checkout (each workspace's code, tests, tools and config files, the root's own), relative
 * to the root: the import rules and the size rule apply to all of them. A file deleted but not yet staged is left out.
 */
export function sourceFiles(): string[] {
  return trackedFiles().filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file) && fs.existsSync(path.join(REPO_ROOT, file)));
}
