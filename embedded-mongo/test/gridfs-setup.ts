/** Helpers shared by the GridFS conformance files: upload a buffer, read a download stream back, make test bytes. */
import { randomBytes } from 'crypto';
import { finished } from 'stream/promises';
import { Db, GridFSBucket, GridFSBucketReadStream, GridFSBucketWriteStream, GridFSBucketWriteStreamOptions, ObjectId } from 'mongodb';

/** Small chunks keep the multi-chunk cases fast. */
export const CHUNK = 1000;

let buckets = 0;
const bucketNames = new WeakMap<GridFSBucket, string>();
/** A bucket of its own for each test (distinct collection names), with the small chunk size. */
export function newBucket(db: Db, prefix = 'fs'): GridFSBucket {
  const bucketName = `${prefix}${++buckets}`;
  const bucket = new GridFSBucket(db, { bucketName, chunkSizeBytes: CHUNK });
  bucketNames.set(bucket, bucketName);
  return bucket;
}

/** The name newBucket gave (the driver keeps its own copy private); `<name>.files` and `<name>.chunks` are its collections. */
export const bucketNameOf = (bucket: GridFSBucket): string => bucketNames.get(bucket)!;

/** Writes bytes through an upload stream and waits until its files document is written. */
export async function finish(stream: GridFSBucketWriteStream, bytes: Buffer): Promise<ObjectId> {
  stream.end(bytes);
  await finished(stream);
  return stream.id as ObjectId;
}

export const upload = (bucket: GridFSBucket, filename: string, bytes: Buffer, options?: GridFSBucketWriteStreamOptions) =>
  finish(bucket.openUploadStream(filename, options), bytes);

/** Every byte a download stream gives, in order (rejects with the stream's error). */
export async function bytesOf(stream: GridFSBucketReadStream): Promise<Buffer> {
  return Buffer.concat((await stream.toArray()) as Buffer[]);
}

/** Random bytes with runs of zeros and every byte value, so nothing is lost to text or NUL handling. */
export function binaryBytes(length: number): Buffer {
  const b = randomBytes(length);
  b.fill(0, 0, Math.min(64, length));
  for (let i = 0; i < 256 && 100 + i < length; i++) b[100 + i] = i;
  return b;
}

/** A buffer whose every byte says where it is (i % 251), so a misplaced range shows. */
export function countingBytes(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => i % 251));
}
