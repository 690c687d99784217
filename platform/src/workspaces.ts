/**
 * The workspaces of this repository: the root package.json's `workspaces` (the one list; npm, lerna and Nx read it
 * too), expanded (`mfe-*` is every top-level folder it matches) and read. Node tooling only: `npm test`'s runner and
 * `npm run test:changed` (which tests to run), the architecture checks (which sources to read).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The repository's root folder (this file is platform/src/workspaces.ts). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** What a workspace's package.json says, as far as the tools read it. */
export interface WorkspacePackage {
  name: string;
  scripts?: Record<string, string>;
  forkful?: { tests?: string; remote?: unknown };
  [key: string]: unknown;
}

export interface Workspace {
  /** Its folder, relative to the root (e.g. `mfe-public`). */
  dir: string;
  name: string;
  pkg: WorkspacePackage;
}

/** `mfe-*` -> /^mfe-[^/]*$/; a folder name without `*` matches itself. */
function patternOf(entry: string): RegExp {
  const escaped = entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** Every workspace, in the order of the root's list (a pattern's folders sorted), as { dir, name, pkg }. */
export function workspaces(root: string = REPO_ROOT): Workspace[] {
  const { workspaces: entries = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  const folders = fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const found: Workspace[] = [];
  for (const entry of entries) {
    const pattern = patternOf(entry);
    for (const dir of folders.filter((folder) => pattern.test(folder) && !found.some((ws) => ws.dir === folder))) {
      const file = path.join(root, dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as WorkspacePackage;
      found.push({ dir, name: pkg.name, pkg });
    }
  }
  return found;
}
