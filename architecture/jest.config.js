module.exports = { testEnvironment: 'node', testMatch: ['<rootDir>/*.test.js'] };
