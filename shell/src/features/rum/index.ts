/**
 * Real-user monitoring (issue 31): page views, Core Web Vitals, errors, failed remote loads and failed API calls,
 * sent to the API's POST /rum in batches. What is here is in the shell's first chunk and only notes what happens;
 * the sender (lib/rum-sender.ts) loads once the page is idle and does the rest.
 */
export { RumViews } from './components/rum-views';
export { record as recordRum, startRum, watchErrors } from './lib/rum-record';
