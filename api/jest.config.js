/**
 * Unit specs (src/**\/*.spec.ts) and API specs (test/**\/*.e2e-spec.ts) in one run.
 * globalSetup starts ONE embedded MongoDB and ONE Firebase Auth emulator for the whole run (each on a free port);
 * every spec file then builds the real app with createApp() against its own database name.
 */
const fs = require('fs');
const path = require('path');

/**
 * SWC strips the types (type checking is `npm run build`), with Nest's decorators and their design-time metadata
 * (.swcrc, also read by test/support/ts-register.js). It replaced ts-jest: the same 624 tests took 183 CPU-seconds
 * instead of 213.
 */
const swcOptions = { ...JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8')), swcrc: false };

module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  // @fastify/static's one ES-module dependency, which jest cannot require (see the stand-in's comment).
  moduleNameMapper: { '^content-disposition$': '<rootDir>/test/support/content-disposition.js' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // A test's time limit catches a hang, not slowness: npm test runs these at low priority beside the browser tests.
  testTimeout: 120_000,
  // Two files at a time: they share the run's database server (each its own database) and Auth emulator (each its
  // own accounts); the one that sets a server-wide fail point has a server of its own (db-time-limit.e2e-spec.ts).
  maxWorkers: 2,
};
