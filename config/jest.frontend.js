/**
 * Jest settings shared by every frontend workspace: jsdom, SWC, Testing Library matchers.
 * SWC only strips types (as webpack's ts-loader does, transpileOnly): the types are checked once for every frontend by
 * `tsc -p tsconfig.frontends.json` in `npm test`, and per app by `npm run typecheck -w <app>` (the deploy runs it).
 * ts-jest checked them again in every test file and was most of the frontends' test time.
 */
const path = require('path');

/** TypeScript with JSX (React's automatic runtime), as the apps' tsconfig.base.json says. */
const SWC_TYPESCRIPT = {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
  sourceMaps: 'inline',
};

function createFrontendJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    // Two files at a time on two cores (jest's default keeps one core for itself).
    maxWorkers: 2,
    // A test's time limit catches a hang, not slowness: npm test runs these at low priority beside the frontends'
    // build, where jest's default 5 s per test is too tight for the form tests.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.frontend.js')],
    transform: {
      '^.+\\.tsx?$': ['@swc/jest', SWC_TYPESCRIPT],
    },
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest.style-stub.js'),
      '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'jest.file-stub.js'),
    },
  };
}

module.exports = { createFrontendJestConfig, SWC_TYPESCRIPT };
