/** Jest settings shared by every frontend workspace: jsdom, ts-jest, Testing Library matchers. */
const path = require('path');

function createFrontendJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    // Two files at a time on two cores (jest's default keeps one core for itself).
    maxWorkers: 2,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.frontend.js')],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: path.join(dir, 'tsconfig.json'),
          diagnostics: { ignoreCodes: [151001] },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest.style-stub.js'),
      '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'jest.file-stub.js'),
    },
  };
}

module.exports = { createFrontendJestConfig };
