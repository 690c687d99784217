/** Embedded-server-only behaviour: wire-level robustness and crash durability (see embedded.spec.ts). */
import * as fs from 'fs';
import * as net from 'net';
import * as path from 'path';
import { BSON, MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { crc32c } from '../src/wire/messages';
import { silentLogger, startChildServer, useTempDirs, waitExit } from './helpers';

const newDir = useTempDirs();

// ------------------------------------------------------------ raw wire protocol

function opMsg(body: object, flags = 0, requestId = 1): Buffer {
  const doc = Buffer.from(BSON.serialize(body));
  const withChecksum = (flags & 1) !== 0;
  const len = 16 + 4 + 1 + doc.length + (withChecksum ? 4 : 0);
  const msg = Buffer.alloc(len);
  msg.writeInt32LE(len, 0);
  msg.writeInt32LE(requestId, 4);
  msg.writeInt32LE(0, 8);
  msg.writeInt32LE(2013, 12);
  msg.writeUInt32LE(flags, 16);
  msg[20] = 0;
  doc.copy(msg, 21);
  if (withChecksum) msg.writeUInt32LE(crc32c(msg.subarray(0, len - 4)), len - 4);
  return msg;
}

function opQuery(ns: string, query: object): Buffer {
  const nsBuf = Buffer.from(ns + '\0');
  const doc = Buffer.from(BSON.serialize(query));
  const len = 16 + 4 + nsBuf.length + 8 + doc.length;
  const msg = Buffer.alloc(len);
  msg.writeInt32LE(len, 0);
  msg.writeInt32LE(7, 4);
  msg.writeInt32LE(2004, 12);
  nsBuf.copy(msg, 20);
  msg.writeInt32LE(-1, 20 + nsBuf.length + 4);
  doc.copy(msg, 20 + nsBuf.length + 8);
  return msg;
}

class RawConn {
  private buf = Buffer.alloc(0);
  private waiters: Array<() => void> = [];
  closed = false;
  constructor(readonly socket: net.Socket) {
    socket.on('data', (d) => {
      this.buf = Buffer.concat([this.buf, d]);
      this.waiters.splice(0).forEach((w) => w());
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiters.splice(0).forEach((w) => w());
    });
    socket.on('error', () => undefined);
  }
  static open(port: number): Promise<RawConn> {
    return new Promise((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(new RawConn(s)));
      s.once('error', reject);
    });
  }
  async reply(): Promise<Buffer> {
    for (;;) {
      if (this.buf.length >= 4 && this.buf.length >= this.buf.readInt32LE(0)) {
        const len = this.buf.readInt32LE(0);
        const msg = this.buf.subarray(0, len);
        this.buf = this.buf.subarray(len);
        return msg;
      }
      if (this.closed) throw new Error('connection closed');
      await new Promise<void>((r) => this.waiters.push(r));
    }
  }
  async untilClosed(): Promise<void> {
    while (!this.closed) await new Promise<void>((r) => this.waiters.push(r));
  }
}

const msgBody = (reply: Buffer) => BSON.deserialize(reply.subarray(21));

describe('wire protocol', () => {
  const dir = newDir();
  let server: Awaited<ReturnType<typeof startEmbeddedMongo>>;
  const warnings: string[] = [];
  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: { ...silentLogger, warn: (m: string) => warnings.push(m) } });
  });
  afterAll(() => server.stop());

  it('answers the legacy OP_QUERY handshake on admin.$cmd with OP_REPLY', async () => {
    const conn = await RawConn.open(server.port);
    conn.socket.write(opQuery('admin.$cmd', { isMaster: 1 }));
    const reply = await conn.reply();
    expect(reply.readInt32LE(12)).toBe(1); // OP_REPLY
    expect(reply.readInt32LE(8)).toBe(7); // responseTo
    expect(reply.readInt32LE(32)).toBe(1); // numberReturned
    const doc = BSON.deserialize(reply.subarray(36));
    expect(doc).toMatchObject({ ismaster: true, ok: 1, minWireVersion: 0 });
    conn.socket.destroy();
  });

  it('verifies OP_MSG checksums, never sets one, and honours moreToCome', async () => {
    const conn = await RawConn.open(server.port);
    conn.socket.write(opMsg({ ping: 1, $db: 'admin' }, 1, 11));
    const reply = await conn.reply();
    expect(reply.readInt32LE(8)).toBe(11);
    expect(reply.readUInt32LE(16)).toBe(0); // no checksum, no moreToCome
    expect(msgBody(reply)).toMatchObject({ ok: 1 });
    // moreToCome (w:0): no reply is sent, the write still happens.
    conn.socket.write(opMsg({ insert: 'quiet', documents: [{ _id: 1 }], $db: 'wire' }, 2, 12));
    conn.socket.write(opMsg({ find: 'quiet', filter: {}, $db: 'wire' }, 0, 13));
    const found = await conn.reply();
    expect(found.readInt32LE(8)).toBe(13);
    expect(msgBody(found).cursor.firstBatch).toEqual([{ _id: 1 }]);
    conn.socket.destroy();
  });

  it.each([
    ['a bad checksum', () => { const m = opMsg({ ping: 1, $db: 'admin' }, 1); m[m.length - 1] ^= 1; return m; }],
    ['an unknown opCode', () => { const m = opMsg({ ping: 1, $db: 'admin' }); m.writeInt32LE(9999, 12); return m; }],
    ['a corrupt BSON body', () => { const m = opMsg({ ping: 1, $db: 'admin' }); m.writeInt32LE(999, 21); return m; }],
    ['an absurd length', () => { const m = Buffer.alloc(16); m.writeInt32LE(2_000_000_000, 0); return m; }],
    ['a too small length', () => { const m = Buffer.alloc(16); m.writeInt32LE(3, 0); return m; }],
  ])('closes only the connection that sent %s, with a log line', async (_what, make) => {
    const before = warnings.length;
    const bad = await RawConn.open(server.port);
    const good = await RawConn.open(server.port);
    bad.socket.write(make());
    await bad.untilClosed();
    expect(warnings.length).toBe(before + 1);
    expect(warnings[warnings.length - 1]).toMatch(/malformed message/);
    good.socket.write(opMsg({ ping: 1, $db: 'admin' }));
    expect(msgBody(await good.reply())).toMatchObject({ ok: 1 });
    good.socket.destroy();
  });
});

// ------------------------------------------------------------ crash durability

describe('durability under SIGKILL', () => {
  it('keeps every acknowledged write after kill -9 while clients are writing', async () => {
    const dir = newDir();
    let { child, uri } = await startChildServer(dir);
    const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 2000, retryWrites: false });
    const c = client.db('crash').collection('docs');
    await c.createIndex({ seq: 1 }, { unique: true });
    const acked = new Map<string, { seq: number; payload: string }>();
    let stop = false;
    let seq = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const doc = { _id: new ObjectId(), seq: seq++, writer: w, payload: `payload-${seq}-${'z'.repeat(seq % 50)}` };
        try {
          await c.insertOne(doc);
          acked.set(doc._id.toHexString(), { seq: doc.seq, payload: doc.payload });
        } catch {
          return;
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acked.size < 300) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await waitExit(child);
    stop = true;
    await Promise.all(writers);
    await client.close(true);
    expect(acked.size).toBeGreaterThanOrEqual(300);

    ({ child, uri } = await startChildServer(dir)); // the stale LOCK of the killed process must not block
    const client2 = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 2000 });
    try {
      const docs = await client2.db('crash').collection('docs').find().toArray();
      const byId = new Map(docs.map((d) => [d._id.toHexString(), d]));
      for (const [id, v] of acked) {
        const d = byId.get(id);
        expect(d).toBeDefined();
        expect(d).toMatchObject(v);
      }
      // Nothing else is corrupt: every stored document is whole, and the unique index still holds.
      for (const d of docs) expect(d.payload).toMatch(/^payload-\d+-z*$/);
      expect(new Set(docs.map((d) => d.seq)).size).toBe(docs.length);
      await expect(client2.db('crash').collection('docs').insertOne({ seq: docs[0].seq })).rejects.toMatchObject({ code: 11000 });
    } finally {
      await client2.close();
      child.kill('SIGTERM');
      await waitExit(child);
    }
    expect(child.exitCode).toBe(0);
    expect(fs.existsSync(path.join(dir, 'LOCK'))).toBe(false);
  });
});
