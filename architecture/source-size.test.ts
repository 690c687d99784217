/** ARCHITECTURE.md's size rule: no source file (tests included) over 300 lines, so every file reads in one sitting. */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, sourceFiles } from './source-tree';

const MAX_LINES = 300;

test(`no source file is over ${MAX_LINES} lines`, () => {
  const sources = sourceFiles();
  expect(sources.length).toBeGreaterThan(300);
  const tooLong = sources
    .map((file) => ({ file, lines: fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(tooLong).toEqual([]);
});
