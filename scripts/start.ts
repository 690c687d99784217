/**
 * `npm start`: the whole product in development mode with sample data.
 * Builds the server side when its sources changed (the packages domain, topology, design-tokens, runtime and
 * contracts, embedded-mongo, api), then runs the Auth emulator (sample users), the API (embedded database in .data/db,
 * sample recipes), and a webpack dev server for the shell and each remote workspace found on disk
 * (config/frontend-apps.js). Ports: the product defaults, each
 * overridable (SHELL_PORT, MFE_<NAME>_PORT for each remote, e.g. MFE_RECIPES_PORT, API_PORT, AUTH_EMULATOR_PORT,
 * EMBEDDED_MONGO_PORT). Ctrl-C stops it all.
 */
import { runStack } from './lib/run-stack';

runStack({ mode: 'dev' });
