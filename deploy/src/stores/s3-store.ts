/**
 * The production deployment store: any S3-compatible object storage, `s3://bucket/prefix`, through @aws-sdk/client-s3.
 * Endpoint, region and credentials come from the standard AWS environment (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL,
 * AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_PROFILE...). Each object carries its Content-Type and
 * Cache-Control, and precompressed copies are uploaded with Content-Encoding, so a CDN in front serves them as they are.
 *
 * A single PutObject is atomic, so switching the pointer (`<app>/current.json`) is atomic. The store-wide lock is an
 * object created with If-None-Match: * (refused by S3 when it exists) and read back, with an expiry so that a deploy
 * that died cannot hold it for ever.
 */
import fs from 'fs';
import crypto from 'crypto';
import mime from 'mime-types';
import {
  S3Client, PutObjectCommand, GetObjectCommand, ListObjectsV2Command, DeleteObjectsCommand, DeleteObjectCommand,
  type ListObjectsV2CommandOutput, type PutObjectCommandInput,
} from '@aws-sdk/client-s3';
import { cacheControlFor, originalName } from '../cache-policy';
import type { DeploymentStore, StoreListing } from './store';

const LOCK_KEY = '.deploy-lock.json';
const LOCK_LEASE_MS = 10 * 60 * 1000;
const ENCODING: Record<string, string> = { br: 'br', gz: 'gzip' };

/** The lock object's content. */
interface LockHolder {
  owner: string;
  by: string;
  since: string;
  expiresAt: number;
}

/** How often, and how far apart, an empty answer for a JSON object is read again (readJson). */
const EMPTY_READ_ATTEMPTS = 5;
const EMPTY_READ_PAUSE_MS = 100;

function parseStored<T>(text: string, key: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${key} in the store is not JSON (${text.length ? `${text.length} bytes` : 'empty'})`);
  }
}

/** What the SDK's errors carry that the store looks at. */
interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

export function parseS3Target(target: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(target);
  if (!match) throw new Error(`Not an S3 target: ${target} (expected s3://bucket/prefix)`);
  return { bucket: match[1], prefix: (match[2] || '').replace(/^\/+|\/+$/g, '') };
}

export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: env.AWS_S3_FORCE_PATH_STYLE !== 'false' } : {}),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class S3Store implements DeploymentStore {
  readonly bucket: string;
  readonly prefix: string;
  readonly client: S3Client;
  readonly kind = 's3';
  readonly description: string;

  constructor(target: string, { client = s3ClientFromEnv() }: { client?: S3Client } = {}) {
    const { bucket, prefix } = parseS3Target(target);
    this.bucket = bucket;
    this.prefix = prefix;
    this.client = client;
    this.description = target;
  }

  key(key: string): string {
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async putFile(key: string, sourceFile: string): Promise<void> {
    const encoding = ENCODING[key.slice(key.lastIndexOf('.') + 1)];
    const name = originalName(key);
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.key(key),
      Body: await fs.promises.readFile(sourceFile),
      ContentType: mime.contentType(name) || 'application/octet-stream',
      CacheControl: cacheControlFor(key),
      ...(encoding ? { ContentEncoding: encoding } : {}),
    }));
  }

  /**
   * The JSON object at `key`, or undefined when there is none. We never write an empty object, yet an S3-compatible
   * server that overwrites in place (s3rver does) can answer one being overwritten with an empty body: that is read
   * again, a moment later, a few times, before it is called broken.
   */
  async readJson<T = unknown>(key: string): Promise<T | undefined> {
    for (let attempt = 1; ; attempt += 1) {
      let text: string;
      try {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
        text = await answer.Body!.transformToString();
      } catch (error) {
        const failure = error as S3Failure;
        if (failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
      if (text.length || attempt === EMPTY_READ_ATTEMPTS) return parseStored<T>(text, this.key(key));
      await new Promise((resolve) => setTimeout(resolve, EMPTY_READ_PAUSE_MS));
    }
  }

  async writeJson(key: string, value: unknown, extra: Partial<PutObjectCommandInput> = {}): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.key(key),
      Body: `${JSON.stringify(value, null, 2)}\n`,
      ContentType: 'application/json',
      CacheControl: cacheControlFor(key),
      ...extra,
    }));
  }

  async *pages(prefix: string, delimiter?: string): AsyncGenerator<ListObjectsV2CommandOutput> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({
        Bucket: this.bucket, Prefix: this.key(prefix) + (prefix ? '/' : ''), Delimiter: delimiter, ContinuationToken: token,
      }));
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async list(prefix: string): Promise<StoreListing> {
    const base = this.key(prefix) + (prefix ? '/' : '');
    const files: string[] = [];
    const folders: string[] = [];
    for await (const page of this.pages(prefix, '/')) {
      for (const item of page.Contents || []) files.push(item.Key!.slice(base.length));
      for (const item of page.CommonPrefixes || []) folders.push(item.Prefix!.slice(base.length).replace(/\/$/, ''));
    }
    return { files, folders };
  }

  /** Removes the object `prefix` and every object below `prefix/`, as the folder store removes a file or a folder. */
  async remove(prefix: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(prefix) }));
    for await (const page of this.pages(prefix)) {
      const objects = (page.Contents || []).map((item) => ({ Key: item.Key }));
      if (objects.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }));
    }
  }

  async withLock<T>(fn: () => Promise<T>, { waitMs = LOCK_LEASE_MS }: { waitMs?: number } = {}): Promise<T> {
    const owner = crypto.randomUUID();
    const deadline = Date.now() + waitMs;
    for (;;) {
      const held = await this.readJson<LockHolder>(LOCK_KEY);
      if (held && held.expiresAt > Date.now()) {
        if (Date.now() > deadline) throw new Error(`The deployment store is locked by another deploy (${held.by}) since ${held.since}.`);
        await sleep(1000);
        continue;
      }
      if (held) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(LOCK_KEY) }));
      try {
        const holder: LockHolder = { owner, by: `pid ${process.pid}`, since: new Date().toISOString(), expiresAt: Date.now() + LOCK_LEASE_MS };
        await this.writeJson(LOCK_KEY, holder, { IfNoneMatch: '*' });
      } catch (error) {
        if ((error as S3Failure).$metadata?.httpStatusCode !== 412) throw error;
        continue; // Another deploy created it first.
      }
      // Read back: on a store without conditional writes, the last writer wins and the others see it here.
      if ((await this.readJson<LockHolder>(LOCK_KEY))?.owner === owner) break;
    }
    try {
      return await fn();
    } finally {
      if ((await this.readJson<LockHolder>(LOCK_KEY))?.owner === owner) {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(LOCK_KEY) }));
      }
    }
  }
}
