/**
 * Runs code that uses an ES-module-only dependency (get-port, execa) in a child Node with tsx, as the tools run:
 * jest's module system cannot load those (it requires them, and jest supports require(esm) only on Node 24.9+).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TYPESCRIPT_LOADER_ARGS } from './typescript-node';

/** Evaluate `code` (CommonJS; `require` of this folder's .ts files works) and return what it prints on stdout. */
export function runInNode(code: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...TYPESCRIPT_LOADER_ARGS, '-e', code], { cwd: __dirname, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 25_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/** A log file for the children a test starts (their output would otherwise mix with what the code prints). */
export function tempLogFile(): { logFile: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-platform-test-'));
  return { logFile: path.join(dir, 'children.log'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
