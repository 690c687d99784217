export * from './recipe';
export * from './constants';
export * from './messages';
export * from './session';
export * from './api-client';
export * from './theme';
export * from './remotes';
export * from './deployments';
