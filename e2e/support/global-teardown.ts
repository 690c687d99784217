/** Stops everything global-setup.ts started and deletes its temporary data (KEEP_E2E_DATA=1 keeps it). */
import * as fs from 'fs';
import { STACK_FILE } from './stack';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__FORKFUL_E2E__ as
    | { stack: { stop: () => Promise<void> }; dataDir: string }
    | undefined;
  if (!state) return;
  await state.stack.stop();
  if (process.env.KEEP_E2E_DATA) process.stderr.write(`[e2e] data kept in ${state.dataDir}\n`);
  else fs.rmSync(state.dataDir, { recursive: true, force: true });
  if (fs.existsSync(STACK_FILE)) {
    const info = JSON.parse(fs.readFileSync(STACK_FILE, 'utf8'));
    fs.writeFileSync(STACK_FILE, JSON.stringify({ ...info, stoppedAt: new Date().toISOString() }, null, 2));
  }
  delete (globalThis as Record<string, unknown>).__FORKFUL_E2E__;
}
