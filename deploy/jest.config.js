const { createNodeJestConfig } = require('@forkful/config/jest.node');

module.exports = createNodeJestConfig(__dirname, { testTimeout: 30000, maxWorkers: 2 });
