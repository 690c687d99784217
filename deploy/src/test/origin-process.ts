/** The origin server (origin-server.ts) run as its own process, as the local stack starts it (scripts/lib/frontends.ts). */
import path from 'path';
import { spawn, type ChildProcessByStdio } from 'child_process';
import type { Readable } from 'stream';
import { typeScriptNode } from '@forkful/platform';

const ORIGIN_SERVER = path.join(__dirname, '..', 'origin-server.ts');

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** An origin server process; `out`/`err` hold everything it wrote, `exited` its { code, signal }. */
export interface OriginRun {
  child: ChildProcessByStdio<null, Readable, Readable>;
  out: string;
  err: string;
  exited: Promise<Exit>;
}

export function startOrigin(args: string[], env: NodeJS.ProcessEnv): OriginRun {
  const origin = typeScriptNode(ORIGIN_SERVER, args);
  const child = spawn(origin.command, origin.args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const run: OriginRun = { child, out: '', err: '', exited: new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))) };
  child.stdout.on('data', (chunk) => { run.out += chunk; });
  child.stderr.on('data', (chunk) => { run.err += chunk; });
  return run;
}

/** The URL of its "… on http://host:port" line, once printed; rejects if it exits first. */
export function urlOf(run: OriginRun): Promise<string> {
  return new Promise((resolve, reject) => {
    const look = (): void => {
      const match = /on (http:\/\/\S+)\n/.exec(run.out);
      if (!match) return;
      run.child.stdout.off('data', look);
      resolve(match[1]);
    };
    // After startOrigin's listener: `out` already holds the chunk.
    run.child.stdout.on('data', look);
    look();
    void run.exited.then(({ code, signal }) => reject(new Error(`exited (${code ?? signal}) before listening: ${run.err}`)));
  });
}
