/**
 * @forkful/deploy's programmatic entry: what the deploy commands do (cli.ts), for a tool that drives them itself.
 * The tools of this repository import the module they need (`@forkful/deploy/src/<module>`), not this barrel.
 */
export { REPO_ROOT, SHELL_NAME, frontendApps, remoteApps, findApp, findAppIn, type App } from './apps';
export { openStore, DEFAULT_TARGET, FileStore, S3Store, type DeploymentStore } from './stores';
export { readPointer, readRecord, listVersions, currentVersion, type Pointer, type VersionRecord } from './releases';
export { readRegistry, writeRegistry, type StoreRegistry } from './registry';
export { deploy, rollback, DeployRefused, type DeployOptions } from './deploy';
export { retire } from './retire';
export { publishFirstVersions, publishReason } from './publish-first';
export { createOriginServer, createRemotesOriginServer } from './origin-server';
