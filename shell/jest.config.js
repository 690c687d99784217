const { createFrontendJestConfig } = require('@forkful/config/jest.frontend');
const { createNodeJestConfig } = require('@forkful/config/jest.node');

// maxWorkers is a run-wide option: the frontends' setting goes on the run, not on the project.
const { maxWorkers, ...app } = createFrontendJestConfig(__dirname);
// The shell's Node server code (server/, TypeScript stripped by SWC): node environment, tests beside the code.
const { maxWorkers: _nodeWorkers, ...server } = createNodeJestConfig(__dirname, { testMatch: ['<rootDir>/server/**/*.test.ts'] });

// Two projects: the React app (jsdom) and the Node server code beside it (runtime config, remotes, server rendering).
module.exports = {
  maxWorkers,
  projects: [
    { displayName: 'shell', ...app },
    { displayName: 'server', ...server },
  ],
};
