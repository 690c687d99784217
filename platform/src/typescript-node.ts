import { pathToFileURL } from 'node:url';

/**
 * Node's arguments to run a TypeScript file from source with tsx (the tool packages are not compiled). The loader is
 * named by its absolute file URL so a child started in any working directory finds it. A process started this way
 * passes it on to its workers and forks (they inherit execArgv).
 */
export const TYPESCRIPT_LOADER_ARGS: readonly string[] = ['--import', pathToFileURL(require.resolve('tsx')).href];

/** `node <loader> file ...args`: the command and arguments that run a TypeScript (or JavaScript) file. */
export function typeScriptNode(file: string, args: readonly string[] = []): { command: string; args: string[] } {
  return { command: process.execPath, args: [...TYPESCRIPT_LOADER_ARGS, file, ...args] };
}
