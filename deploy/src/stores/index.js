'use strict';
const path = require('path');
const { FileStore } = require('./file-store');
const { S3Store } = require('./s3-store');
const { REPO_ROOT } = require('../apps');

/** Where deploys go when neither --target nor FORKFUL_DEPLOY_TARGET says: the product's data directory. */
const DEFAULT_TARGET = path.join(REPO_ROOT, '.data', 'deploy');

/** A store for `target`: `s3://bucket/prefix` or a folder. */
function openStore(target = process.env.FORKFUL_DEPLOY_TARGET || DEFAULT_TARGET) {
  return target.startsWith('s3://') ? new S3Store(target) : new FileStore(target);
}

module.exports = { openStore, DEFAULT_TARGET, FileStore, S3Store };
