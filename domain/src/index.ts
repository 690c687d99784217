/**
 * `@forkful/domain`: what Forkful is about, shared by the API, the frontends and the tools. The recipe and its rules and
 * limits, images, cooks and saved recipes, the product's constants and every message, the API's paths and one typed
 * client for every endpoint (over any HTTP transport). Pure: no HTTP client, store or React. Reading and scaling
 * ingredient quantities is `@forkful/domain/ingredients`, so only the apps that scale carry its libraries.
 */
export * from './recipe';
export * from './images';
export * from './cooks';
export * from './saved-recipes';
export * from './recipe-imports';
export * from './reviews';
export * from './collections';
export * from './moderation';
export * from './meal-plan';
export * from './rum';
export * from './roles';
export * from './constants';
export * from './locales';
export * from './messages';
export * from './api-error-codes';
export * from './api-paths';
export * from './api-client';
