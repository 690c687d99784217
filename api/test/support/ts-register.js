'use strict';
/**
 * `node -r ./test/support/ts-register.js src/main.ts`: runs the API from its sources in a child process (tests that
 * signal a real API process), transpiling each .ts file as the tests' jest does (SWC with ../../.swcrc, no type check).
 */
const fs = require('fs');
const path = require('path');
const { transformSync } = require('@swc/core');

const options = { ...JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '.swcrc'), 'utf8')), swcrc: false };

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
