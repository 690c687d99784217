/**
 * Conformance: what the driver's GridFSBucket (mongodb 6.x, the API's photo store) needs of the server: uploads,
 * the indexes it creates, and whole, ranged and by-name downloads with the driver's errors for missing data.
 * Management (find, rename, delete, drop, abort, concurrency, restarts) is in conformance-gridfs-manage.spec.ts.
 */
import { GridFSBucket, MongoGridFSChunkError, MongoRuntimeError, ObjectId } from 'mongodb';
import { coll, db, useConformance } from './conformance-setup';
import { failure } from './helpers';
import { bucketNameOf, bytesOf, CHUNK, countingBytes, finish, newBucket, upload } from './gridfs-setup';

useConformance('gridfs');

const chunksOf = (bucket: GridFSBucket, id: ObjectId) =>
  coll(`${bucketNameOf(bucket)}.chunks`).find({ files_id: id }).sort({ n: 1 }).toArray();
const fileDoc = (bucket: GridFSBucket, id: ObjectId) => coll(`${bucketNameOf(bucket)}.files`).findOne({ _id: id });
const pause = () => new Promise((r) => setTimeout(r, 5)); // distinct uploadDate (ms resolution) between revisions

describe('uploads', () => {
  it('openUploadStream writes the files document and chunks n = 0.. of chunkSize, the last one short', async () => {
    const bucket = newBucket(db, 'up');
    const cases: Array<[string, number, number[]]> = [
      ['small.jpg', 300, [300]],
      ['exact.jpg', 3 * CHUNK, [CHUNK, CHUNK, CHUNK]],
      ['ragged.jpg', 2 * CHUNK + 500, [CHUNK, CHUNK, 500]],
    ];
    for (const [filename, length, sizes] of cases) {
      const bytes = countingBytes(length);
      const before = Date.now();
      const id = await upload(bucket, filename, bytes, { metadata: { owner: 'ana', tags: ['x'] }, contentType: 'image/jpeg' });
      expect(id).toBeInstanceOf(ObjectId);
      const doc = await fileDoc(bucket, id);
      expect(doc).toEqual({
        _id: id,
        length,
        chunkSize: CHUNK,
        uploadDate: expect.any(Date),
        filename,
        contentType: 'image/jpeg',
        metadata: { owner: 'ana', tags: ['x'] },
      });
      expect(doc!.uploadDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const chunks = await chunksOf(bucket, id);
      expect(chunks.map((c) => c.n)).toEqual(sizes.map((_, i) => i));
      expect(chunks.map((c) => c.data.length())).toEqual(sizes);
      expect(Buffer.concat(chunks.map((c) => Buffer.from(c.data.buffer)))).toEqual(bytes);
      expect(Object.keys(chunks[0]).sort()).toEqual(['_id', 'data', 'files_id', 'n']);
    }
  });

  it('openUploadStreamWithId stores the file under the caller\'s id', async () => {
    const bucket = newBucket(db, 'withid');
    const id = new ObjectId();
    const stream = bucket.openUploadStreamWithId(id, 'mine.png', { metadata: { recipe: 7 }, contentType: 'image/png' });
    expect(await finish(stream, countingBytes(1500))).toEqual(id);
    expect(await fileDoc(bucket, id)).toMatchObject({ _id: id, length: 1500, filename: 'mine.png', contentType: 'image/png', metadata: { recipe: 7 } });
    expect((await chunksOf(bucket, id)).map((c) => [c.n, c.data.length()])).toEqual([[0, CHUNK], [1, 500]]);
    expect(await bytesOf(bucket.openDownloadStream(id))).toEqual(countingBytes(1500));
  });

  it('a zero-byte file has a files document of length 0, no chunks, and downloads as empty', async () => {
    const bucket = newBucket(db, 'empty');
    const id = await upload(bucket, 'empty.bin', Buffer.alloc(0));
    expect(await fileDoc(bucket, id)).toMatchObject({ length: 0, chunkSize: CHUNK, filename: 'empty.bin' });
    expect(await chunksOf(bucket, id)).toEqual([]);
    expect((await bytesOf(bucket.openDownloadStream(id))).length).toBe(0);
    expect((await bytesOf(bucket.openDownloadStreamByName('empty.bin'))).length).toBe(0);
  });
});

describe('indexes', () => {
  const keysOf = async (name: string) => (await coll(name).listIndexes().toArray()).map((i) => ({ key: i.key, name: i.name, unique: !!i.unique }));

  it('the first upload creates {filename, uploadDate} on files and a unique {files_id, n} on chunks', async () => {
    const bucket = newBucket(db, 'idx');
    const name = bucketNameOf(bucket);
    await upload(bucket, 'a', countingBytes(10));
    expect(await keysOf(`${name}.files`)).toEqual([
      { key: { _id: 1 }, name: '_id_', unique: false },
      { key: { filename: 1, uploadDate: 1 }, name: 'filename_1_uploadDate_1', unique: false },
    ]);
    expect(await keysOf(`${name}.chunks`)).toEqual([
      { key: { _id: 1 }, name: '_id_', unique: false },
      { key: { files_id: 1, n: 1 }, name: 'files_id_1_n_1', unique: true },
    ]);
    // mongod lists each spec as created, so the driver's (ignored since 4.2) `background` flags show
    expect(await coll(`${name}.files`).listIndexes().toArray()).toEqual([
      { v: 2, key: { _id: 1 }, name: '_id_' },
      { v: 2, key: { filename: 1, uploadDate: 1 }, name: 'filename_1_uploadDate_1', background: false },
    ]);
    expect(await coll(`${name}.chunks`).listIndexes().toArray()).toEqual([
      { v: 2, key: { _id: 1 }, name: '_id_' },
      { v: 2, key: { files_id: 1, n: 1 }, name: 'files_id_1_n_1', unique: true, background: true },
    ]);
  });

  it('another bucket instance on the same collections finds the indexes and uploads without error', async () => {
    const first = newBucket(db, 'again');
    const name = bucketNameOf(first);
    const id = await upload(first, 'a', countingBytes(10));
    await first.delete(id); // files is empty again, so the next instance lists the indexes before its first write
    const second = new GridFSBucket(db, { bucketName: name, chunkSizeBytes: CHUNK });
    const id2 = await upload(second, 'b', countingBytes(2500));
    const third = new GridFSBucket(db, { bucketName: name, chunkSizeBytes: CHUNK });
    await upload(third, 'c', countingBytes(5)); // files is not empty: the driver skips the check
    expect(await bytesOf(second.openDownloadStream(id2))).toEqual(countingBytes(2500));
    expect(await coll(`${name}.files`).listIndexes().toArray()).toHaveLength(2);
    expect(await coll(`${name}.chunks`).listIndexes().toArray()).toHaveLength(2);
  });

  it('the unique chunks index refuses a second {files_id, n} with E11000', async () => {
    const bucket = newBucket(db, 'dup');
    const name = bucketNameOf(bucket);
    const id = await upload(bucket, 'a', countingBytes(1200));
    const e = await failure(coll(`${name}.chunks`).insertOne({ files_id: id, n: 1, data: Buffer.from('again') }));
    expect(e.code).toBe(11000);
    expect(e.keyPattern).toEqual({ files_id: 1, n: 1 });
    expect(e.keyValue).toEqual({ files_id: id, n: 1 });
    expect(e.message).toContain(`index: files_id_1_n_1 dup key: { files_id: ObjectId('${id.toHexString()}'), n: 1 }`);
    expect(await coll(`${name}.chunks`).countDocuments({ files_id: id })).toBe(2);
  });
});

describe('downloads', () => {
  const bytes = countingBytes(3 * CHUNK + 250);
  let bucket: GridFSBucket;
  let id: ObjectId;
  beforeAll(async () => {
    bucket = newBucket(db, 'down');
    id = await upload(bucket, 'photo.jpg', bytes);
  });

  it('openDownloadStream returns every byte', async () => {
    expect(await bytesOf(bucket.openDownloadStream(id))).toEqual(bytes);
  });

  it('start/end select [start, end) across chunk boundaries; start to the end; end only', async () => {
    const range = (options: { start?: number; end?: number }) => bytesOf(bucket.openDownloadStream(id, options));
    expect(await range({ start: 990, end: 2010 })).toEqual(bytes.subarray(990, 2010));
    expect(await range({ start: CHUNK, end: 2 * CHUNK })).toEqual(bytes.subarray(CHUNK, 2 * CHUNK));
    expect(await range({ start: 5, end: 6 })).toEqual(bytes.subarray(5, 6));
    expect(await range({ start: 2500, end: bytes.length })).toEqual(bytes.subarray(2500));
    expect(await range({ start: 3 * CHUNK, end: bytes.length })).toEqual(bytes.subarray(3 * CHUNK));
    expect(await range({ end: 1001 })).toEqual(bytes.subarray(0, 1001));
    expect(await range({ end: bytes.length })).toEqual(bytes);
    // The driver defaults end to 0, so a start alone is refused (client side): callers pass end = length
    const e = await failure(range({ start: 2500 }));
    expect(e.message).toBe('Stream start (2500) must not be greater than stream end (0)');
  });

  it('openDownloadStreamByName gives the latest revision, or the one `revision` names', async () => {
    const b = newBucket(db, 'revs');
    for (const v of ['v0', 'v1', 'v2']) {
      await upload(b, 'avatar.png', Buffer.from(v.repeat(600)));
      await pause();
    }
    const rev = async (revision?: number) => (await bytesOf(b.openDownloadStreamByName('avatar.png', revision === undefined ? {} : { revision }))).subarray(0, 2).toString();
    expect(await rev()).toBe('v2');
    expect(await rev(0)).toBe('v0');
    expect(await rev(1)).toBe('v1');
    expect(await rev(-1)).toBe('v2');
    expect(await rev(-3)).toBe('v0');
    const e = await failure(bytesOf(b.openDownloadStreamByName('avatar.png', { revision: 3 })));
    expect(e.message).toBe('FileNotFound: file avatar.png was not found');
    expect(await bytesOf(b.openDownloadStreamByName('avatar.png', { start: 1198, end: 1200 }))).toEqual(Buffer.from('v2'));
  });

  it('a missing id rejects with FileNotFound (code ENOENT)', async () => {
    const missing = new ObjectId();
    const e = await failure(bytesOf(bucket.openDownloadStream(missing)));
    expect(e).toBeInstanceOf(MongoRuntimeError);
    expect(e.message).toBe(`FileNotFound: file ${missing.toHexString()} was not found`);
    expect(e.code).toBe('ENOENT');
    const byName = await failure(bytesOf(bucket.openDownloadStreamByName('nope.jpg')));
    expect(byName.message).toBe('FileNotFound: file nope.jpg was not found');
  });

  it('a file with a chunk missing fails with ChunkIsMissing', async () => {
    const b = newBucket(db, 'holes');
    const holed = await upload(b, 'holed.jpg', bytes);
    expect((await coll(`${bucketNameOf(b)}.chunks`).deleteOne({ files_id: holed, n: 1 })).deletedCount).toBe(1);
    const e = await failure(bytesOf(b.openDownloadStream(holed)));
    expect(e).toBeInstanceOf(MongoGridFSChunkError);
    expect(e.message).toBe('ChunkIsMissing: Got unexpected n: 2, expected: 1');
    expect(await bytesOf(b.openDownloadStream(holed, { start: 2 * CHUNK, end: bytes.length }))).toEqual(bytes.subarray(2 * CHUNK));
  });

  it('a chunk of the wrong size fails with ChunkIsWrongSize; a missing last chunk only ends the download short', async () => {
    const b = newBucket(db, 'damaged');
    const chunks = coll(`${bucketNameOf(b)}.chunks`);
    const resized = await upload(b, 'resized.jpg', bytes);
    await chunks.updateOne({ files_id: resized, n: 0 }, { $set: { data: Buffer.alloc(10) } });
    const e = await failure(bytesOf(b.openDownloadStream(resized)));
    expect(e).toBeInstanceOf(MongoGridFSChunkError);
    expect(e.message).toBe(`ChunkIsWrongSize: Got unexpected length: 10, expected: ${CHUNK}`);
    // The driver does not check the total, so readers that must be whole compare the byte count with the file's length
    const truncated = await upload(b, 'truncated.jpg', bytes);
    await chunks.deleteOne({ files_id: truncated, n: 3 });
    expect(await bytesOf(b.openDownloadStream(truncated))).toEqual(bytes.subarray(0, 3 * CHUNK));
  });
});
