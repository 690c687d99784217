const { createFrontendJestConfig } = require('@forkful/config/jest.frontend');
const { createNodeJestConfig } = require('@forkful/config/jest.node');

// maxWorkers and testTimeout are run-wide options: the frontends' settings go on the run (a project's testTimeout is
// ignored: the shell's tests ran with jest's 5 s, too short at low priority in npm test).
const { maxWorkers, testTimeout, ...app } = createFrontendJestConfig(__dirname);
// The shell's Node server code (server/, TypeScript stripped by SWC): node environment, tests beside the code.
const { maxWorkers: _nodeWorkers, testTimeout: _nodeTimeout, ...server } = createNodeJestConfig(__dirname, { testMatch: ['<rootDir>/server/**/*.test.ts'] });

// Two projects: the React app (jsdom) and the Node server code beside it (runtime config, remotes, server rendering).
module.exports = {
  maxWorkers,
  testTimeout,
  projects: [
    { displayName: 'shell', ...app },
    { displayName: 'server', ...server },
  ],
};
