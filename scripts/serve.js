#!/usr/bin/env node
'use strict';
/**
 * `npm run serve`: production-like. Builds everything in production mode (skipping what is up to date), then
 * serves the built shell and each built remote from its own origin, as independent deployments would, with the
 * API, the embedded database and the Auth emulator, on the same ports and data as `npm start`.
 */
const { runStack } = require('./lib/run-stack');

runStack({ mode: 'built' });
