/**
 * Types and pure helpers every Forkful part agrees on, the API and Node tooling included: no HTTP client, no store,
 * nothing that loads axios, zustand or React. Import it as `@forkful/contracts/core`.
 */
export * from './recipe';
export * from './images';
export * from './cooks';
export * from './saved-recipes';
export * from './constants';
export * from './messages';
export * from './theme';
export * from './topology';
export * from './remotes';
export * from './remote-routes';
export * from './deployments';
