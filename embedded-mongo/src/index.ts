export { startEmbeddedMongo } from './server/start';
export type { EmbeddedMongo, EmbeddedMongoOptions } from './server/embedded-mongo';
export type { Logger } from './engine/engine';
export { DataDirLockedError } from './storage/data-dir-lock';
