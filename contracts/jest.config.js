module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0', isolatedModules: true, types: ['jest'] } }] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
