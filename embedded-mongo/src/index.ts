export { startEmbeddedMongo } from './server';
export type { EmbeddedMongo, EmbeddedMongoOptions } from './server';
export type { Logger } from './engine';
export { DataDirLockedError } from './data-dir-lock';
