/**
 * The other workspaces the benches run or load code from, found by package name (never by a relative path): the
 * built API and embedded database they start, and the packages they take from the API's and the browser tests'
 * dependencies (autocannon, mongoose, sharp, playwright-core), resolved from there as those workspaces resolve them.
 */
import path from 'node:path';

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

export const API_DIR = packageDir('@forkful/api');
export const EMBEDDED_MONGO_DIR = packageDir('@forkful/embedded-mongo');
export const E2E_DIR = packageDir('@forkful/e2e');

/**
 * A package as the API resolves it (its dependencies; the bench declares none of its own). The caller names its type
 * (`requireFromApi<typeof Mongoose>('mongoose')`): a require by a path computed at run time has none.
 */
export function requireFromApi<T>(id: string): T {
  return require(require.resolve(id, { paths: [API_DIR] })) as T;
}
