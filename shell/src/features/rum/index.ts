/**
 * Real-user monitoring (issue 31): page views, Core Web Vitals, errors, failed remote loads and failed API calls,
 * sent to the API's POST /rum in batches. The part here is in the shell's first chunks; the sender loads later.
 */
export { RumViews } from './components/rum-views';
export { addRemoteFailure as reportRemoteFailure } from './lib/rum-state';
export { reportCaughtError, startRum, watchErrors } from './lib/rum-start';
