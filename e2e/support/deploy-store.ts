/**
 * This run's folder deployment store (the one the origin servers serve), for tests that need a version no build
 * makes: a copy of a stored version with some of its files changed, recorded like an upload (files first, record
 * last: deploy/src/releases.ts), then switched to with the deploy CLI as a team would (promote, rollback).
 */
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { typeScriptNode } from '@forkful/platform';
import { readStack, REPO_ROOT } from './stack';

/** The deploy CLI's entry (TypeScript, run with tsx). */
const DEPLOY_CLI = require.resolve('@forkful/deploy/src/cli');

export interface CommandResult {
  code: number;
  output: string;
  seconds: number;
}

/** `tsx deploy/src/cli.ts <command> <args> --target <this run's store>` (what `npm run <command>` runs). */
export function deployCommand(command: 'promote' | 'rollback' | 'retire' | 'deployments', ...args: string[]): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const cli = typeScriptNode(DEPLOY_CLI, [command, ...args, '--target', readStack().deployStore]);
    const child = spawn(cli.command, cli.args, {
      cwd: REPO_ROOT,
      env: process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const versionsDir = (app: string) => path.join(readStack().deployStore, app, 'versions');

/** The app's current version in the store. */
export function currentVersion(app: string): string | undefined {
  const file = path.join(readStack().deployStore, app, 'current.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version : undefined;
}

/** A version id (deploy/src/version-id.ts's format) for `time`, with `tag` in place of the commit. */
export function versionIdAt(time: Date, tag: string): string {
  return `${time.toISOString().replace(/[-:.]/g, '')}-${tag.toLowerCase().replace(/[^0-9a-z]/g, '')}`;
}

/**
 * Stores version `id` of `app`: a copy of version `from`, then `change(dir)` on the copy, then its record (the one of
 * `from` with the new id). A changed file's precompressed .br/.gz copies must go (the origin would send them instead):
 * use writeVersionFile.
 */
export function addVersion(app: string, from: string, id: string, change: (dir: string) => void): string {
  const dir = path.join(versionsDir(app), id);
  fs.cpSync(path.join(versionsDir(app), from), dir, { recursive: true });
  change(dir);
  const record = JSON.parse(fs.readFileSync(path.join(versionsDir(app), `${from}.json`), 'utf8'));
  fs.writeFileSync(path.join(versionsDir(app), `${id}.json`), JSON.stringify({ ...record, id, commit: null, createdAt: new Date().toISOString() }));
  return dir;
}

/** Writes one file of a version folder, dropping its precompressed copies. */
export function writeVersionFile(file: string, text: string): void {
  fs.writeFileSync(file, text);
  for (const ext of ['.br', '.gz']) fs.rmSync(`${file}${ext}`, { force: true });
}

/** Every .js file of a version folder (server bundle included) whose text contains `text`. */
export function versionFilesContaining(dir: string, text: string): string[] {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((rel) => rel.endsWith('.js'));
  return files.map((rel) => path.join(dir, rel)).filter((file) => fs.readFileSync(file, 'utf8').includes(text));
}

/** Removes a version this test added (record first: from then on nothing lists or serves it). */
export function removeVersion(app: string, id: string): void {
  fs.rmSync(path.join(versionsDir(app), `${id}.json`), { force: true });
  fs.rmSync(path.join(versionsDir(app), id), { recursive: true, force: true });
}
