/**
 * Jest settings shared by the Node tool packages written in TypeScript (platform, scripts, deploy, bench): SWC strips
 * the types (tsc -p tsconfig.tooling.json checks them once, in npm test), tests beside the code.
 */
const { SWC_TYPESCRIPT } = require('./jest.frontend');

function createNodeJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    maxWorkers: 2,
    // A time limit catches a hang: npm test runs these at low priority beside the browser tests.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/templates/'],
    transform: { '^.+\\.tsx?$': ['@swc/jest', SWC_TYPESCRIPT] },
    ...overrides,
  };
}

module.exports = { createNodeJestConfig };
