const { createFrontendJestConfig } = require('@forkful/config/jest.frontend');

module.exports = createFrontendJestConfig(__dirname);
