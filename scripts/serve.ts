/**
 * `npm run serve`: production-like. Serves what is deployed in the local deployment store: the shell from its own
 * origin (SHELL_PORT, 3000) and every remote from one remotes origin under /<app>/ (REMOTES_ORIGIN_PORT, 3100), as a
 * CDN in front of the store would, with the API, the embedded database and the Auth emulator, on the same ports and
 * data as `npm start`. An app with no version yet (or one built before route ownership) is built in production mode
 * and published first. The shell's origin renders pages with React on every core: ORIGIN_WORKERS defaults to auto here
 * (deploy/src/origin-workers.ts), unless set.
 */
import { runStack } from './lib/run-stack';

// The origin servers take their environment from this process (scripts/lib/frontends.ts); only the shell's reads this.
process.env.ORIGIN_WORKERS = process.env.ORIGIN_WORKERS || 'auto';
runStack({ mode: 'built' });
