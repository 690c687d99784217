/**
 * Browser tests: jest + SWC + playwright-core against the BUILT product, started once for the whole run by
 * support/global-setup.ts (free ports, fresh data, one Chromium) and stopped by support/global-teardown.ts. One worker:
 * the tests share one stack and one machine with two cores. The files that change the checkout run last
 * (support/sequencer.js, support/checkout.ts). SWC only strips types: `tsc -p e2e` checks them once, in npm test's
 * background lane (ts-jest type-checked every file, and the tool packages they load, on the browser tests' clock).
 */
const { SWC_TYPESCRIPT } = require('@forkful/config/jest.frontend');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
  globalSetup: '<rootDir>/support/global-setup.ts',
  testSequencer: '<rootDir>/support/sequencer.js',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  transform: { '^.+\\.ts$': ['@swc/jest', SWC_TYPESCRIPT] },
};
