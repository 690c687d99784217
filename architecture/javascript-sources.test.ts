/**
 * The repository's code is TypeScript: a JavaScript file is only ever a config file, one a tool loads as it is (webpack,
 * jest, dependency-cruiser), or the few files such a config reads. Each allowed kind says why.
 */
import { sourceFiles } from './source-tree';

const JAVASCRIPT = /\.(js|cjs|mjs)$/;

/** The JavaScript files allowed, and why each stays JavaScript. */
const JAVASCRIPT_ALLOWED: { files: RegExp; reason: string }[] = [
  { files: /(^|\/)[^/]+\.config\.c?js$/, reason: 'a jest or webpack config file: the tool loads it as it is' },
  { files: /^config\//, reason: '@forkful/config: the webpack and jest settings, stubs and setup those config files load' },
  { files: /^\.dependency-cruiser\.cjs$/, reason: "dependency-cruiser's config (import-rules.test.ts)" },
  { files: /^embedded-mongo\/layers\.cjs$/, reason: "embedded-mongo's layers, read by .dependency-cruiser.cjs" },
  { files: /^api\/test\/support\/content-disposition\.js$/, reason: "a stand-in jest loads through api/jest.config.js's moduleNameMapper" },
  {
    files: /^api\/test\/support\/ts-register\.js$/,
    reason: "the `node -r` hook that compiles the API's TypeScript with the decorator metadata Nest needs (tsx cannot emit it) for the test that signals a real API process: a hook that compiles TypeScript cannot itself need compiling",
  },
  { files: /^e2e\/support\/sequencer\.js$/, reason: "the browser tests' test sequencer: jest 30 requires it as it is, untransformed" },
];

/** The tracked JavaScript files none of the allowed kinds covers. */
function javascriptNotAllowed(files: string[]): string[] {
  return files.filter((file) => JAVASCRIPT.test(file) && !JAVASCRIPT_ALLOWED.some(({ files: allowed }) => allowed.test(file)));
}

test('no JavaScript source outside config files', () => {
  expect(javascriptNotAllowed(sourceFiles())).toEqual([]);
});

test('the allowed kinds are config files only', () => {
  expect(javascriptNotAllowed([
    'config/webpack.frontend.js', 'shell/webpack.config.js', 'api/jest.config.js', 'embedded-mongo/layers.cjs', '.dependency-cruiser.cjs',
  ])).toEqual([]);
  expect(javascriptNotAllowed(['bench/run.js', 'scripts/lib/stack.cjs', 'deploy/src/cli.mjs', 'shell/server/webpack.config.helper.js'])).toEqual([
    'bench/run.js', 'scripts/lib/stack.cjs', 'deploy/src/cli.mjs', 'shell/server/webpack.config.helper.js',
  ]);
});
