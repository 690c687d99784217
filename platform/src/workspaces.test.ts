import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workspaces } from './workspaces';

function checkout(list: string[], packages: Record<string, string>, otherFolders: string[] = []): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-workspaces-'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'root', workspaces: list }));
  for (const [dir, name] of Object.entries(packages)) {
    fs.mkdirSync(path.join(root, dir));
    fs.writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify({ name, scripts: { test: 'jest' } }));
  }
  for (const dir of otherFolders) fs.mkdirSync(path.join(root, dir));
  return root;
}

describe('workspaces', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  it("expands a pattern to the folders it matches, sorted, in the root list's order, each read once", () => {
    const root = checkout(['config', 'mfe-*', 'api', 'mfe-public'], {
      api: '@x/api', config: '@x/config', 'mfe-recipes': '@x/mfe-recipes', 'mfe-public': '@x/mfe-public', 'not-listed': '@x/other',
    }, ['mfe-empty', 'mfe']);
    roots.push(root);
    const found = workspaces(root);
    expect(found.map((ws) => ws.dir)).toEqual(['config', 'mfe-public', 'mfe-recipes', 'api']);
    expect(found[1]).toEqual({ dir: 'mfe-public', name: '@x/mfe-public', pkg: { name: '@x/mfe-public', scripts: { test: 'jest' } } });
  });

  it("reads this repository's list: the tool packages and every remote", () => {
    const dirs = workspaces().map((ws) => ws.dir);
    expect(dirs).toEqual(expect.arrayContaining(['config', 'platform', 'scripts', 'mfe-public', 'mfe-recipes']));
    expect(dirs).not.toContain('node_modules');
  });
});
