const { createFrontendJestConfig } = require('../config/jest.frontend');

// maxWorkers is a run-wide option: the frontends' setting goes on the run, not on the project.
const { maxWorkers, ...app } = createFrontendJestConfig(__dirname);

// Two projects: the React app (jsdom) and the plain-Node runtime-config server module beside it.
module.exports = {
  maxWorkers,
  projects: [
    { displayName: 'shell', ...app },
    { displayName: 'server', rootDir: __dirname, testEnvironment: 'node', testMatch: ['<rootDir>/server/**/*.test.js'] },
  ],
};
