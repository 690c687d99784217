export { startEmbeddedMongo } from './server';
export type { EmbeddedMongo, EmbeddedMongoOptions } from './embedded-mongo';
export type { Logger } from './engine/engine';
export { DataDirLockedError } from './storage/data-dir-lock';
