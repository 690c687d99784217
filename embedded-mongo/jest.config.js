/**
 * Each test file starts its own embedded servers (and child processes), so two files run at a time on two cores
 * (85 s -> 40 s). Against a real MongoDB (MONGODB_URI: one server for every file, whose fail points are global) the
 * files run one at a time.
 */
module.exports = {
  testEnvironment: 'node',
  maxWorkers: process.env.MONGODB_URI ? 1 : 2,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  // A test's time limit catches a hang, not slowness: npm test runs this suite at low priority beside the browser
  // tests, where the heaviest walk (conformance-sorted-walks, ~15 s alone) has taken over 30 s.
  testTimeout: 120_000,
};
