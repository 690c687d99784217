'use strict';
const { FileStore } = require('./file-store');
const { S3Store } = require('./s3-store');
const { localStatePaths } = require('../../../scripts/lib/local-state');

/** Where deploys go when neither --target nor FORKFUL_DEPLOY_TARGET says: the local state's deploy/ (FORKFUL_DATA_DIR). */
const DEFAULT_TARGET = localStatePaths().deploy;

/** A store for `target`: `s3://bucket/prefix` or a folder. */
function openStore(target = process.env.FORKFUL_DEPLOY_TARGET || DEFAULT_TARGET) {
  return target.startsWith('s3://') ? new S3Store(target) : new FileStore(target);
}

module.exports = { openStore, DEFAULT_TARGET, FileStore, S3Store };
