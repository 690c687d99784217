/** Stops everything global-setup.ts started and deletes its temporary data (KEEP_E2E_DATA=1 keeps it). */
import * as fs from 'fs';
import { STACK_FILE } from './stack';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__FORKFUL_E2E__ as
    | { stack: { stop: () => Promise<void> }; dataDir: string; stackFile: string }
    | undefined;
  if (!state) return;
  await state.stack.stop();
  if (process.env.KEEP_E2E_DATA) process.stderr.write(`[e2e] data kept in ${state.dataDir}\n`);
  else fs.rmSync(state.dataDir, { recursive: true, force: true });
  // scripts/test.ts reads the run's file to clean up after a run killed before this point; here all is stopped.
  if (state.stackFile !== STACK_FILE) fs.rmSync(state.stackFile, { force: true });
  else if (fs.existsSync(state.stackFile)) {
    const info = JSON.parse(fs.readFileSync(state.stackFile, 'utf8'));
    fs.writeFileSync(state.stackFile, JSON.stringify({ ...info, stoppedAt: new Date().toISOString() }, null, 2));
  }
  delete (globalThis as Record<string, unknown>).__FORKFUL_E2E__;
}
