const { createFrontendJestConfig } = require('@forkful/config/jest.frontend');

// Form tests type through user-event; give them room on a busy shared machine.
module.exports = { ...createFrontendJestConfig(__dirname), testTimeout: 20000 };
