import os from 'node:os';

/** The share of the machine's CPU time that was busy since `before` (os.cpus() times). */
function busySince(before: os.CpuInfo[]): number {
  const after = os.cpus();
  let busy = 0;
  let total = 0;
  after.forEach((cpu, i) => {
    const was = before[i].times;
    const now = cpu.times;
    const keys = Object.keys(now) as (keyof os.CpuInfo['times'])[];
    const spent = keys.reduce((sum, key) => sum + (now[key] - was[key]), 0);
    total += spent;
    busy += spent - (now.idle - was.idle);
  });
  return total > 0 ? busy / total : 0;
}

/**
 * Waits until the machine is quiet: a second in which less than `busyBelow` of its CPU time was used, at most `maxMs`.
 * A stack just started is still busy for a while (the Auth emulator imports its users, the API warms up); a page load
 * measured then measures that too. Returns how long it waited and the last second's busy share, for the report.
 */
export async function waitForQuiet({ busyBelow = 0.2, maxMs = 60000 } = {}): Promise<{ waitedMs: number; busy: number }> {
  const started = Date.now();
  let busy = 1;
  while (Date.now() - started < maxMs) {
    const before = os.cpus();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    busy = busySince(before);
    if (busy < busyBelow) break;
  }
  return { waitedMs: Date.now() - started, busy };
}
