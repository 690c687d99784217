const { createFrontendJestConfig } = require('../config/jest.frontend');

module.exports = createFrontendJestConfig(__dirname);
