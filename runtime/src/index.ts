/**
 * `@forkful/runtime`: what must be one copy on a page, shared by the shell with every remote as a Module Federation
 * singleton: the session, the HTTP client, the query client, the live remotes' navigation, and the contexts the shell's
 * server and router provide (page head, host routes). The rules for changing it are in ARCHITECTURE.md
 * ("Compatibility between the shell and remotes"): its exports only grow.
 */
export * from './session';
export * from './http-client';
export * from './api-errors';
export * from './shared-query-client';
export * from './navigation';
export * from './page-head';
export * from './host-routes';
export * from './extensions';
export * from './locale';
