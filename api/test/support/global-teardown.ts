import { rmSync } from 'node:fs';

function stopProcessGroup(pid: number | undefined): Promise<void> {
  if (!pid) return Promise.resolve();
  return new Promise((done) => {
    try {
      process.kill(-pid, 'SIGINT');
    } catch {
      return done();
    }
    const started = Date.now();
    const timer = setInterval(() => {
      let alive = true;
      try {
        process.kill(-pid, 0);
      } catch {
        alive = false;
      }
      if (!alive || Date.now() - started > 10_000) {
        if (alive) {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
        clearInterval(timer);
        done();
      }
    }, 200);
  });
}

/** Stops what globalSetup started, also after failed tests. */
export default async function globalTeardown(): Promise<void> {
  const stack = globalThis.__FORKFUL_API_STACK__;
  if (!stack) return;
  await stopProcessGroup(stack.emulator.pid);
  await stack.mongo.stop();
  for (const dir of stack.dirs) rmSync(dir, { recursive: true, force: true });
  globalThis.__FORKFUL_API_STACK__ = undefined;
}
