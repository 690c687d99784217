#!/usr/bin/env node
'use strict';
/**
 * `npm start`: the whole product in development mode with sample data.
 * Builds the server side when its sources changed (contracts, embedded-mongo, api), then runs the Auth emulator
 * (sample users), the API (embedded database in .data/db, sample recipes), and a webpack dev server for the
 * shell and each remote. Ports: the product defaults, each overridable (SHELL_PORT, MFE_PUBLIC_PORT,
 * MFE_RECIPES_PORT, MFE_DASHBOARD_PORT, API_PORT, AUTH_EMULATOR_PORT, EMBEDDED_MONGO_PORT). Ctrl-C stops it all.
 */
const { runStack } = require('./lib/run-stack');

runStack({ mode: 'dev' });
