import { runInNode, tempLogFile } from './testing';

const { logFile, remove } = tempLogFile();
afterAll(remove);

describe('startProcess and stopProcess', () => {
  it('sends SIGKILL when the process outlives its grace period after the stop signal', async () => {
    const result = JSON.parse(await runInNode(`
      const { startProcess, stopProcess, trackedProcesses } = require('./processes');
      (async () => {
        const handle = await startProcess({ name: 'stubborn', command: 'sh', args: ['-c', 'trap "" TERM; echo ready; while true; do sleep 0.1; done'], graceMs: 500, logFile: process.env.LOG_FILE });
        while (!handle.tail().includes('ready')) await new Promise((r) => setTimeout(r, 50));
        await stopProcess(handle);
        process.stdout.write(JSON.stringify({ running: handle.running, signal: handle.exitSignal, tracked: trackedProcesses().length }));
      })();
    `, { LOG_FILE: logFile }));
    expect(result).toEqual({ running: false, signal: 'SIGKILL', tracked: 0 });
  });

  it('runCommand gives the exit code and the last lines of output', async () => {
    const result = JSON.parse(await runInNode(`
      require('./processes').runCommand({ name: 'step', command: 'sh', args: ['-c', 'echo one; echo two >&2; exit 4'], logFile: process.env.LOG_FILE })
        .then((r) => process.stdout.write(JSON.stringify(r)));
    `, { LOG_FILE: logFile }));
    expect(result).toMatchObject({ code: 4, signal: null });
    expect(result.tail.split('\n').sort()).toEqual(['one', 'two']);
  });
});
