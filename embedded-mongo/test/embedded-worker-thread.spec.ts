/** Embedded-only: the server on a worker thread of its own (option workerThread; runs the built dist). */
import { DataDirLockedError } from '../src';
import { silentLogger, useTempDirs, withServer } from './helpers';

const newDir = useTempDirs();

describe('workerThread', () => {
  it('serves the driver from its own thread, compacts, stops, and keeps the data for the next start', async () => {
    const dir = newDir();
    const lines: string[] = [];
    const logger = { ...silentLogger, info: (m: string) => lines.push(m) };
    await withServer(
      dir,
      async (client, server) => {
        expect(server.uri).toBe(`mongodb://127.0.0.1:${server.port}/`);
        await client.db('app').collection('items').insertMany([{ _id: 1, n: 'a' } as any, { _id: 2, n: 'b' }]);
        await server.compact();
        expect(await client.db('app').collection('items').find({}).sort({ _id: -1 }).toArray()).toEqual([{ _id: 2, n: 'b' }, { _id: 1, n: 'a' }]);
      },
      { workerThread: true, logger },
    );
    await withServer(dir, async (client) => expect(await client.db('app').collection('items').countDocuments()).toBe(2), { workerThread: true });
    expect(lines.length).toBeGreaterThan(0); // the thread's log lines reach the caller's logger
  });

  it('refuses a data directory another server holds, as in-process', async () => {
    const dir = newDir();
    await withServer(dir, async () => {
      await expect(withServer(dir, async () => undefined, { workerThread: true })).rejects.toBeInstanceOf(DataDirLockedError);
    });
  });
});
