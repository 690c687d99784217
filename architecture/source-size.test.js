'use strict';
/** ARCHITECTURE.md's size rule: no source file (tests included) over 300 lines, so every file reads in one sitting. */
const fs = require('fs');
const path = require('path');
const { REPO_ROOT, trackedFiles } = require('./source-tree');

const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const NOT_SOURCE = /(^|\/)(dist|node_modules|test-output|coverage)\//;

test(`no source file is over ${MAX_LINES} lines`, () => {
  const sources = trackedFiles().filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file));
  expect(sources.length).toBeGreaterThan(300);
  const tooLong = sources
    .filter((file) => fs.existsSync(path.join(REPO_ROOT, file)))
    .map((file) => ({ file, lines: fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(tooLong).toEqual([]);
});
