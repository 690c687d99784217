/**
 * `@forkful/topology`: how Forkful's parts are laid out and find each other. The shell and the services with their
 * ports, the remotes' route modules and the registry of live remotes (which remote owns which path), deployed versions
 * and their ids, and the shell's runtime config. Pure. `@forkful/topology/routes` is route ownership alone (the shell's
 * first chunk), `@forkful/topology/routes-schema` the route module's schema for Node tools (zod).
 */
export * from './topology';
export * from './deployments';
export * from './runtime-config';
export * from './remote-routes';
export * from './log-rules';
