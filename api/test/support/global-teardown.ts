import { rmSync } from 'node:fs';

/** Stops what globalSetup started, also after failed tests. */
export default async function globalTeardown(): Promise<void> {
  const stack = globalThis.__FORKFUL_API_STACK__;
  if (!stack) return;
  await stack.emulator?.stop();
  await stack.mongo?.stop();
  for (const dir of stack.dirs) rmSync(dir, { recursive: true, force: true });
  globalThis.__FORKFUL_API_STACK__ = undefined;
}
