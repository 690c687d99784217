'use strict';
/**
 * `node -r ./test/support/ts-register.js src/main.ts`: runs the API from its sources in a child process (tests that
 * signal a real API process), transpiling each .ts file as ts-jest does (isolated modules, no type check).
 */
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const { config } = ts.readConfigFile(path.join(__dirname, '..', '..', 'tsconfig.jest.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.join(__dirname, '..', '..'));
const compilerOptions = { ...options, sourceMap: false, inlineSourceMap: true };

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
