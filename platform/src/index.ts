export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
export { phase, printReady, seconds, type ReadyStack } from './cli';
export { dataRoot, localStatePaths, type LocalStatePaths } from './local-state';
export { freePorts, isPortInUse, waitUntilServing, type WaitUntilServingOptions } from './ports';
export {
  installShutdownHooks, killAllNow, killTree, paint, runCommand, shutdown, startProcess, stopAll, stopProcess, trackedProcesses,
  type ProcessExit, type ProcessHandle, type StartProcessOptions,
} from './processes';
export { TYPESCRIPT_LOADER_ARGS, typeScriptNode } from './typescript-node';
export { REPO_ROOT, workspaces, type Workspace, type WorkspacePackage } from './workspaces';
