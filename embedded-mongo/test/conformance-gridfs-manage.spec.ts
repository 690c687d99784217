/**
 * Conformance: managing GridFS files with the driver's GridFSBucket: find, rename, delete, drop, aborted uploads,
 * exact binary round trips, concurrent uploads, and (embedded only) files surviving a restart.
 * Uploads, indexes and downloads are in conformance-gridfs.spec.ts.
 */
import { GridFSBucket, MongoAPIError, MongoClient, MongoRuntimeError, ObjectId, ReadPreference } from 'mongodb';
import { coll, db, target, useConformance } from './conformance-setup';
import { failure, startChildServer, useTempDirs, waitExit, withServer } from './helpers';
import { binaryBytes, bucketNameOf, bytesOf, CHUNK, countingBytes, newBucket, upload } from './gridfs-setup';

useConformance('gridfs_manage');
const newDir = useTempDirs();

const names = (bucket: GridFSBucket) => ({ files: `${bucketNameOf(bucket)}.files`, chunks: `${bucketNameOf(bucket)}.chunks` });
const collectionNames = async () => (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);

describe('find', () => {
  it('filters on metadata fields, sorts and limits like a find on the files collection', async () => {
    const bucket = newBucket(db, 'find');
    const photos = [
      ['a.jpg', 1200, { recipe: 'r1', kind: 'cover' }],
      ['b.jpg', 300, { recipe: 'r1', kind: 'step' }],
      ['c.jpg', 2500, { recipe: 'r1', kind: 'step' }],
      ['d.jpg', 50, { recipe: 'r2', kind: 'step' }],
    ] as const;
    for (const [name, length, metadata] of photos) await upload(bucket, name, countingBytes(length), { metadata: { ...metadata } });

    const byRecipe = await bucket.find({ 'metadata.recipe': 'r1' }, { sort: { length: -1 } }).toArray();
    expect(byRecipe.map((f) => [f.filename, f.length])).toEqual([['c.jpg', 2500], ['a.jpg', 1200], ['b.jpg', 300]]);
    const steps = await bucket.find({ 'metadata.kind': 'step', length: { $gte: 100 } }, { sort: { filename: 1 }, limit: 1 }).toArray();
    expect(steps.map((f) => f.filename)).toEqual(['b.jpg']);
    expect(await bucket.find({ 'metadata.recipe': { $in: ['r2'] } }).map((f) => f.filename).toArray()).toEqual(['d.jpg']);
    expect(await bucket.find({}, { sort: { filename: -1 }, limit: 2, projection: { filename: 1, _id: 0 } }).toArray()).toEqual([
      { filename: 'd.jpg' },
      { filename: 'c.jpg' },
    ]);
    expect(await bucket.find({ 'metadata.recipe': 'none' }).toArray()).toEqual([]);
    const paged = await bucket.find({}, { sort: { filename: 1 }, skip: 1, batchSize: 1 }).map((f) => f.filename).toArray(); // getMore per file
    expect(paged).toEqual(['b.jpg', 'c.jpg', 'd.jpg']);
  });
});

describe('rename, delete and drop', () => {
  it('rename changes the filename only; a missing id rejects', async () => {
    const bucket = newBucket(db, 'rename');
    const id = await upload(bucket, 'old.jpg', countingBytes(1500), { metadata: { keep: true } });
    const before = await coll(names(bucket).files).findOne({ _id: id });
    await bucket.rename(id, 'new.jpg');
    expect(await coll(names(bucket).files).findOne({ _id: id })).toEqual({ ...before, filename: 'new.jpg' });
    expect(await bytesOf(bucket.openDownloadStreamByName('new.jpg'))).toEqual(countingBytes(1500));
    const missing = new ObjectId();
    const e = await failure(bucket.rename(missing, 'x'));
    expect(e).toBeInstanceOf(MongoRuntimeError);
    expect(e.message).toBe(`File with id ${missing} not found`);
  });

  it('delete removes the files document and every chunk, leaving other files; a missing id rejects', async () => {
    const bucket = newBucket(db, 'delete');
    const gone = await upload(bucket, 'gone.jpg', countingBytes(2 * CHUNK + 1));
    const kept = await upload(bucket, 'kept.jpg', countingBytes(CHUNK + 1));
    await bucket.delete(gone);
    const { files, chunks } = names(bucket);
    expect(await coll(files).countDocuments({ _id: gone })).toBe(0);
    expect(await coll(chunks).countDocuments({ files_id: gone })).toBe(0);
    expect(await coll(chunks).countDocuments({ files_id: kept })).toBe(2);
    expect(await bytesOf(bucket.openDownloadStream(kept))).toEqual(countingBytes(CHUNK + 1));
    const e = await failure(bucket.delete(gone));
    expect(e).toBeInstanceOf(MongoRuntimeError);
    expect(e.message).toBe(`File not found for id ${gone}`);
  });

  it('delete of a missing files document still removes orphaned chunks before rejecting', async () => {
    const bucket = newBucket(db, 'orphans');
    const id = await upload(bucket, 'o.jpg', countingBytes(2 * CHUNK));
    await coll(names(bucket).files).deleteOne({ _id: id });
    await expect(bucket.delete(id)).rejects.toThrow(`File not found for id ${id}`);
    expect(await coll(names(bucket).chunks).countDocuments({ files_id: id })).toBe(0);
  });

  it('drop removes both collections and their indexes; the bucket works again afterwards', async () => {
    const bucket = newBucket(db, 'drop');
    const { files, chunks } = names(bucket);
    await upload(bucket, 'a.jpg', countingBytes(1500));
    expect(await collectionNames()).toEqual(expect.arrayContaining([files, chunks]));
    await bucket.drop();
    const left = await collectionNames();
    expect(left).not.toContain(files);
    expect(left).not.toContain(chunks);
    expect(await bucket.find({}).toArray()).toEqual([]);

    const again = new GridFSBucket(db, { bucketName: bucketNameOf(bucket), chunkSizeBytes: CHUNK });
    const id = await upload(again, 'b.jpg', countingBytes(1500));
    expect(await bytesOf(again.openDownloadStream(id))).toEqual(countingBytes(1500));
    expect((await coll(chunks).listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'files_id_1_n_1']);
  });
});

describe('aborted uploads', () => {
  it('abort() removes the chunks already written and no files document is made', async () => {
    const bucket = newBucket(db, 'abort');
    const stream = bucket.openUploadStream('partial.jpg');
    await new Promise<void>((resolve, reject) => stream.write(countingBytes(3 * CHUNK + 10), (e) => (e ? reject(e) : resolve())));
    const { files, chunks } = names(bucket);
    expect((await coll(chunks).find({ files_id: stream.id }).sort({ n: 1 }).toArray()).map((c) => c.n)).toEqual([0, 1, 2]);
    await stream.abort();
    expect(await coll(chunks).countDocuments({ files_id: stream.id })).toBe(0);
    expect(await coll(files).countDocuments({ _id: stream.id })).toBe(0);
    await expect(stream.abort()).rejects.toBeInstanceOf(MongoAPIError);
  });
});

describe('bytes', () => {
  it('random binary bytes (zeros and every byte value) round trip exactly, whole and ranged', async () => {
    const bucket = newBucket(db, 'binary');
    const bytes = binaryBytes(7 * CHUNK + 333);
    const id = await upload(bucket, 'raw.bin', bytes);
    const back = await bytesOf(bucket.openDownloadStream(id));
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
    expect((await bytesOf(bucket.openDownloadStream(id, { start: 0, end: 64 }))).equals(Buffer.alloc(64))).toBe(true);
    expect((await bytesOf(bucket.openDownloadStream(id, { start: 1999, end: 5001 }))).equals(bytes.subarray(1999, 5001))).toBe(true);
  });

  it('a file of more chunks than one batch (getMore) downloads whole and ranged', async () => {
    const bucket = newBucket(db, 'many');
    const bytes = binaryBytes(250 * CHUNK + 1);
    const id = await upload(bucket, 'many.bin', bytes);
    expect((await bytesOf(bucket.openDownloadStream(id))).equals(bytes)).toBe(true);
    const ranged = await bytesOf(bucket.openDownloadStream(id, { start: 120_500, end: 230_001 }));
    expect(ranged.equals(bytes.subarray(120_500, 230_001))).toBe(true);
  });

  it('the default chunk size (255 KiB) round trips a file of several chunks', async () => {
    const bucket = new GridFSBucket(db, { bucketName: 'defaultsize' });
    const bytes = binaryBytes(700 * 1024);
    const id = await upload(bucket, 'big.jpg', bytes);
    expect(await coll('defaultsize.files').findOne({ _id: id })).toMatchObject({ length: bytes.length, chunkSize: 255 * 1024 });
    expect((await coll('defaultsize.chunks').find({ files_id: id }, { projection: { data: 0 } }).toArray()).map((c) => c.n)).toEqual([0, 1, 2]);
    expect((await bytesOf(bucket.openDownloadStream(id))).equals(bytes)).toBe(true);
  });
});

describe('concurrency', () => {
  it('several uploads at once into a new bucket (each creating its indexes) are all stored and readable', async () => {
    const bucket = newBucket(db, 'parallel');
    const sizes = [0, 10, CHUNK, 2 * CHUNK + 7, 5 * CHUNK, 4321];
    const payloads = sizes.map((n) => binaryBytes(n));
    const ids = await Promise.all(payloads.map((b, i) => upload(bucket, `p${i}.jpg`, b, { metadata: { i } })));
    expect(new Set(ids.map(String)).size).toBe(sizes.length);
    const back = await Promise.all(ids.map((id) => bytesOf(bucket.openDownloadStream(id))));
    back.forEach((b, i) => expect(b.equals(payloads[i])).toBe(true));
    const listed = await bucket.find({}, { sort: { 'metadata.i': 1 } }).toArray();
    expect(listed.map((f) => [f.filename, f.length])).toEqual(sizes.map((n, i) => [`p${i}.jpg`, n]));
    expect((await coll(names(bucket).chunks).listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'files_id_1_n_1']);
  });
});

describe('bucket options', () => {
  it('writeConcern majority with journaling, timeoutMS and a secondaryPreferred read preference all work end to end', async () => {
    const options = [{ writeConcern: { w: 'majority' as const, j: true } }, { timeoutMS: 10_000 }, { readPreference: ReadPreference.secondaryPreferred }];
    for (const [i, extra] of options.entries()) {
      const bucket = new GridFSBucket(db, { bucketName: `opts${i}`, chunkSizeBytes: CHUNK, ...extra });
      const bytes = binaryBytes(2 * CHUNK + 5);
      const id = await upload(bucket, 'o.jpg', bytes, { metadata: { i } });
      expect((await bytesOf(bucket.openDownloadStream(id, { start: 500, end: 2001 }))).equals(bytes.subarray(500, 2001))).toBe(true);
      expect(await bucket.find({ 'metadata.i': i }).map((f) => f._id).toArray()).toEqual([id]);
      await bucket.rename(id, 'p.jpg');
      await bucket.delete(id);
      expect(await coll(`opts${i}.chunks`).countDocuments()).toBe(0);
      await bucket.drop();
    }
  });
});

describe('durability (embedded only)', () => {
  it('a file, its metadata and the unique chunks index survive a restart on the same data dir', async () => {
    if (!target.embedded) return;
    const dir = newDir();
    const bytes = binaryBytes(3 * CHUNK + 17);
    const id = await withServer(dir, (client) =>
      upload(new GridFSBucket(client.db('photos'), { bucketName: 'images', chunkSizeBytes: CHUNK }), 'kept.jpg', bytes, { metadata: { recipe: 'r9' } }),
    );
    await withServer(dir, async (client) => {
      const photos = client.db('photos');
      const bucket = new GridFSBucket(photos, { bucketName: 'images' });
      expect(await bucket.find({ 'metadata.recipe': 'r9' }).toArray()).toEqual([expect.objectContaining({ _id: id, length: bytes.length, chunkSize: CHUNK })]);
      expect((await bytesOf(bucket.openDownloadStream(id))).equals(bytes)).toBe(true);
      expect((await bytesOf(bucket.openDownloadStream(id, { start: 999, end: 2001 }))).equals(bytes.subarray(999, 2001))).toBe(true);
      const dup = await failure(photos.collection('images.chunks').insertOne({ files_id: id, n: 0, data: Buffer.alloc(1) }));
      expect(dup.code).toBe(11000);
      await bucket.delete(id);
    });
    await withServer(dir, async (client) => {
      const photos = client.db('photos');
      expect(await photos.collection('images.files').countDocuments()).toBe(0);
      expect(await photos.collection('images.chunks').countDocuments()).toBe(0);
    });
  });

  it('an uploaded file survives kill -9 of the server process (built dist)', async () => {
    if (!target.embedded) return;
    const dir = newDir();
    const bytes = binaryBytes(5 * CHUNK + 3);
    const withChild = async <T>(fn: (client: MongoClient) => Promise<T>, kill: NodeJS.Signals): Promise<T> => {
      const { child, uri } = await startChildServer(dir);
      const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 3000 });
      try {
        return await fn(client);
      } finally {
        child.kill(kill);
        await waitExit(child);
        await client.close(true);
      }
    };
    const bucketOf = (client: MongoClient) => new GridFSBucket(client.db('photos'), { bucketName: 'images', chunkSizeBytes: CHUNK });
    const id = await withChild((client) => upload(bucketOf(client), 'crash.jpg', bytes), 'SIGKILL');
    await withChild(async (client) => {
      expect(await bucketOf(client).find({ filename: 'crash.jpg' }).map((f) => f._id).toArray()).toEqual([id]);
      expect((await bytesOf(bucketOf(client).openDownloadStream(id))).equals(bytes)).toBe(true);
    }, 'SIGTERM');
  });
});
