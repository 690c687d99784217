/**
 * The frontends' entry (`@forkful/contracts`): everything in core plus the stateful pieces the shell shares with its
 * remotes as one Module Federation singleton (the session store, the HTTP client, the query client). Its specifier
 * and exports only grow, so a remote built against an older or newer copy still runs on the shell's.
 */
export * from './core';
export * from './session';
export * from './navigation';
export * from './api-client';
export * from './query-client';
export * from './shared-query-client';
export * from './page-head';
export * from './host-routes';
