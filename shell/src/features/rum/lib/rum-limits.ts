import type { API_PATHS, RUM_LIMITS, RUM_SHELL_APP } from '@forkful/domain';

/**
 * The contract's values the sender needs (domain/src/rum.ts, api-paths.ts), as literals: importing them would add
 * their modules (API_PATHS is every path of the API) to RUM's 3 KB. Each is typed as the contract's own literal, so
 * the compiler refuses a copy that differs; maxBodyBytes (`16 * 1024`, a number) is held to it by rum-batches.test.ts.
 */
export const RUM_PATH: (typeof API_PATHS)['rum'] = '/rum';
export const SHELL_APP: typeof RUM_SHELL_APP = 'shell';
export const MAX_EVENTS: (typeof RUM_LIMITS)['maxEventsPerBatch'] = 50;
export const MAX_BODY_BYTES = 16384;
export const MAX_ROUTE: (typeof RUM_LIMITS)['maxRouteChars'] = 200;
export const MAX_MESSAGE: (typeof RUM_LIMITS)['maxMessageChars'] = 300;
export const MAX_STACK_LINES: (typeof RUM_LIMITS)['maxStackLines'] = 5;
export const MAX_STACK: (typeof RUM_LIMITS)['maxStackChars'] = 1000;

/** What POST /rum takes as a version: a version id, or `dev`. */
export const RUM_VERSION = /^(dev|\d{8}T\d{9}Z-[0-9a-z]{1,40})$/;
