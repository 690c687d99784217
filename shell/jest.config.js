const { createFrontendJestConfig } = require('../config/jest.frontend');

// Two projects: the React app (jsdom) and the plain-Node runtime-config server module beside it.
module.exports = {
  projects: [
    { displayName: 'shell', ...createFrontendJestConfig(__dirname) },
    { displayName: 'server', rootDir: __dirname, testEnvironment: 'node', testMatch: ['<rootDir>/server/**/*.test.js'] },
  ],
};
