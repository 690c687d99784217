#!/usr/bin/env node
'use strict';
/**
 * `npm run serve`: production-like. Serves what is deployed in the local deployment store: the shell from its own
 * origin (SHELL_PORT, 3000) and every remote from one remotes origin under /<app>/ (REMOTES_ORIGIN_PORT, 3100), as a
 * CDN in front of the store would, with the API, the embedded database and the Auth emulator, on the same ports and
 * data as `npm start`. An app with no version yet (or one built before route ownership) is built in production mode
 * and published first.
 */
const { runStack } = require('./lib/run-stack');

runStack({ mode: 'built' });
