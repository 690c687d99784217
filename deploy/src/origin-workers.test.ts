/** The shell's origin on several cores (origin-workers.ts): how many workers, and a real cluster on one port. */
import path from 'path';
import { execFileSync } from 'child_process';
import { createFakeStore } from '@forkful/shell/server/ssr/testing/fake-store';
import { workerCountOf, restartBudget } from './origin-workers';
import { startOrigin, urlOf } from './test/origin-process';

describe('how many workers the shell origin runs', () => {
  const cores = 2;
  const fromEnv = (value: string) => workerCountOf([], { ORIGIN_WORKERS: value }, cores);

  it('is 1 when nothing says otherwise (no cluster)', () => {
    expect(workerCountOf([], {}, cores)).toBe(1);
    expect(fromEnv('')).toBe(1);
    expect(fromEnv('  ')).toBe(1);
  });

  it('takes auto (one per core) or a positive whole number, capped at twice the cores', () => {
    expect(fromEnv('auto')).toBe(2);
    expect(fromEnv(' AUTO ')).toBe(2);
    expect(fromEnv('1')).toBe(1);
    expect(fromEnv('3')).toBe(3);
    expect(fromEnv('9')).toBe(4);
    expect(workerCountOf(['--app', 'shell', '--workers', '3'], {}, 8)).toBe(3);
  });

  it('prefers --workers to ORIGIN_WORKERS', () => {
    expect(workerCountOf(['--workers', 'auto'], { ORIGIN_WORKERS: '1' }, cores)).toBe(2);
    expect(workerCountOf(['--workers', '1'], { ORIGIN_WORKERS: 'auto' }, cores)).toBe(1);
  });

  it('refuses anything else, naming where it came from', () => {
    for (const bad of ['0', 'x', '-1', '1.5', '2x']) {
      expect(() => fromEnv(bad)).toThrow(`ORIGIN_WORKERS must be "auto" or a positive whole number, not "${bad}"`);
    }
    expect(() => workerCountOf(['--workers', '0'], {}, cores)).toThrow(/^--workers must be/);
    expect(() => workerCountOf(['--app', 'shell', '--workers'], {}, cores)).toThrow(/^--workers must be/);
  });
});

describe('the restart budget', () => {
  it('allows 5 restarts within a minute, then refuses until the oldest is a minute old', () => {
    const budget = restartBudget();
    const allowed = [0, 1000, 2000, 3000, 4000].map((t) => budget.allow(t));
    expect(allowed).toEqual([true, true, true, true, true]);
    expect(budget.allow(59999)).toBe(false);
    expect(budget.allow(60000)).toBe(true);
  });
});

/**
 * The pids of a process's forked Node children, its workers (ps exits 1 when there are none). Other children
 * are not workers: on a cold tsx cache the primary also runs esbuild's service.
 */
function childPidsOf(pid: number | undefined): number[] {
  try {
    return execFileSync('ps', ['--ppid', String(pid), '-o', 'pid=,comm='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([child, command]) => child && command === path.basename(process.execPath))
      .map(([child]) => Number(child));
  } catch {
    return [];
  }
}

function isAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until check() returns something truthy (at most `tries` times, 100 ms apart), then returns it. */
async function waitFor<T>(check: () => T, what: string, tries = 150): Promise<NonNullable<T>> {
  for (let i = 0; i < tries; i += 1) {
    const value = check();
    if (value) return value as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('the shell origin with workers (node:cluster)', () => {
  let store: ReturnType<typeof createFakeStore>;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    store = createFakeStore();
    store.deployShell();
    store.deployRemote('public');
    env = { ...process.env, API_URL: 'http://127.0.0.1:9', SSR_CACHE_TTL_MS: '0' };
    for (const key of ['FORKFUL_DEPLOY_STORE', 'REMOTES_REGISTRY_URL', 'PUBLIC_ORIGIN', 'ORIGIN_WORKERS']) delete env[key];
  });
  afterAll(() => store.remove());

  it('--workers 2: two processes share the port, a killed one is replaced, SIGTERM ends them all', async () => {
    const run = startOrigin(['--app', 'shell', '--store', store.dir, '--port', '0', '--workers', '2'], env);
    let pids: number[] = [];
    try {
      const url = await urlOf(run);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9][0-9]*$/);
      pids = childPidsOf(run.child.pid);
      expect(pids).toHaveLength(2);

      const pointer = await fetch(`${url}/current.json`);
      expect(pointer.status).toBe(200);
      expect(((await pointer.json()) as { app: string }).app).toBe('shell');
      const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-container="public-one"');

      const [killed, kept] = pids;
      process.kill(killed, 'SIGKILL');
      const now = await waitFor(() => {
        const current = childPidsOf(run.child.pid);
        return current.length === 2 && !current.includes(killed) ? current : undefined;
      }, 'a replacement worker');
      const replacement = now.find((pid) => pid !== kept)!;
      expect(now).toContain(kept);
      pids = [kept, replacement];
      // The primary's line about it can reach us after the new process shows in ps.
      await waitFor(() => run.err.includes(`shell origin worker (pid ${killed}) exited (signal SIGKILL); starting another`), 'the restart line');
      for (let i = 0; i < 4; i += 1) {
        const again = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
        expect(again.status).toBe(200);
        await again.text();
      }

      run.child.kill('SIGTERM');
      expect(await run.exited).toEqual({ code: 0, signal: null });
      expect(pids.filter(isAlive)).toEqual([]);
      // The address is printed once, by the primary, not again by each worker or the replacement.
      expect(run.out.match(/ on http:\/\//g)).toHaveLength(1);
      expect(run.out).toContain('(2 workers) on http://');
    } finally {
      for (const pid of [run.child.pid, ...pids]) if (pid !== undefined && isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('stops with a clear message and exit code 1 on a bad ORIGIN_WORKERS', async () => {
    const run = startOrigin(['--app', 'shell', '--store', store.dir, '--port', '0'], { ...env, ORIGIN_WORKERS: 'x' });
    expect(await run.exited).toEqual({ code: 1, signal: null });
    expect(run.err).toContain('ORIGIN_WORKERS must be "auto" or a positive whole number, not "x"');
    expect(run.out).toBe('');
  });

  it('stays one process with ORIGIN_WORKERS=1, and for the remotes origin whatever ORIGIN_WORKERS says', async () => {
    for (const [args, workers] of [[['--app', 'shell'], '1'], [['--remotes'], '2']] as Array<[string[], string]>) {
      const run = startOrigin([...args, '--store', store.dir, '--port', '0'], { ...env, ORIGIN_WORKERS: workers });
      try {
        const url = await urlOf(run);
        expect([args[0], childPidsOf(run.child.pid)]).toEqual([args[0], []]);
        expect((await fetch(`${url}/${args[0] === '--remotes' ? 'registry.json' : 'current.json'}`)).status).toBe(200);
      } finally {
        run.child.kill('SIGTERM');
        await run.exited;
      }
    }
  });
});
