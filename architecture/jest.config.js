const { createNodeJestConfig } = require('@forkful/config/jest.node');

// The checks read the whole checkout: one folder of tests, no tests below it.
module.exports = createNodeJestConfig(__dirname, { testMatch: ['<rootDir>/*.test.ts'] });
