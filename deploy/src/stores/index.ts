import { localStatePaths } from '@forkful/platform';
import { FileStore } from './file-store';
import { S3Store } from './s3-store';
import type { DeploymentStore } from './store';

export { FileStore, S3Store };
export type { DeploymentStore, StoreListing } from './store';

/** Where deploys go when neither --target nor FORKFUL_DEPLOY_TARGET says: the local state's deploy/ (FORKFUL_DATA_DIR). */
export const DEFAULT_TARGET = localStatePaths().deploy;

/** A store for `target`: `s3://bucket/prefix` or a folder. */
export function openStore(target = process.env.FORKFUL_DEPLOY_TARGET || DEFAULT_TARGET): DeploymentStore {
  return target.startsWith('s3://') ? new S3Store(target) : new FileStore(target);
}
