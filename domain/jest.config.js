const { createNodeJestConfig } = require('@forkful/config/jest.node');

module.exports = createNodeJestConfig(__dirname, { testMatch: ['<rootDir>/src/**/*.test.ts'] });
