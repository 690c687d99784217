'use strict';
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
const fs = require('fs');
const crypto = require('crypto');
const mime = require('mime-types');
const {
  S3Client, PutObjectCommand, GetObjectCommand, ListObjectsV2Command, DeleteObjectsCommand, DeleteObjectCommand,
} = require('@aws-sdk/client-s3');
const { cacheControlFor, originalName } = require('../cache-policy');

const LOCK_KEY = '.deploy-lock.json';
const LOCK_LEASE_MS = 10 * 60 * 1000;
const ENCODING = { br: 'br', gz: 'gzip' };

function parseS3Target(target) {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(target);
  if (!match) throw new Error(`Not an S3 target: ${target} (expected s3://bucket/prefix)`);
  return { bucket: match[1], prefix: (match[2] || '').replace(/^\/+|\/+$/g, '') };
}

function s3ClientFromEnv(env = process.env) {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: env.AWS_S3_FORCE_PATH_STYLE !== 'false' } : {}),
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class S3Store {
  constructor(target, { client = s3ClientFromEnv() } = {}) {
    const { bucket, prefix } = parseS3Target(target);
    this.bucket = bucket;
    this.prefix = prefix;
    this.client = client;
    this.kind = 's3';
    this.description = target;
  }

  key(key) {
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async putFile(key, sourceFile) {
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

  async readJson(key) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return JSON.parse(await answer.Body.transformToString());
    } catch (error) {
      if (error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  async writeJson(key, value, extra = {}) {
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.key(key),
      Body: `${JSON.stringify(value, null, 2)}\n`,
      ContentType: 'application/json',
      CacheControl: cacheControlFor(key),
      ...extra,
    }));
  }

  async *pages(prefix, delimiter) {
    let token;
    do {
      const page = await this.client.send(new ListObjectsV2Command({
        Bucket: this.bucket, Prefix: this.key(prefix) + (prefix ? '/' : ''), Delimiter: delimiter, ContinuationToken: token,
      }));
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async list(prefix) {
    const base = this.key(prefix) + (prefix ? '/' : '');
    const files = [];
    const folders = [];
    for await (const page of this.pages(prefix, '/')) {
      for (const item of page.Contents || []) files.push(item.Key.slice(base.length));
      for (const item of page.CommonPrefixes || []) folders.push(item.Prefix.slice(base.length).replace(/\/$/, ''));
    }
    return { files, folders };
  }

  /** Removes the object `prefix` and every object below `prefix/`, as the folder store removes a file or a folder. */
  async remove(prefix) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(prefix) }));
    for await (const page of this.pages(prefix)) {
      const objects = (page.Contents || []).map((item) => ({ Key: item.Key }));
      if (objects.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }));
    }
  }

  async withLock(fn, { waitMs = LOCK_LEASE_MS } = {}) {
    const owner = crypto.randomUUID();
    const deadline = Date.now() + waitMs;
    for (;;) {
      const held = await this.readJson(LOCK_KEY);
      if (held && held.expiresAt > Date.now()) {
        if (Date.now() > deadline) throw new Error(`The deployment store is locked by another deploy (${held.by}) since ${held.since}.`);
        await sleep(1000);
        continue;
      }
      if (held) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(LOCK_KEY) }));
      try {
        await this.writeJson(LOCK_KEY, { owner, by: `pid ${process.pid}`, since: new Date().toISOString(), expiresAt: Date.now() + LOCK_LEASE_MS }, { IfNoneMatch: '*' });
      } catch (error) {
        if (error.$metadata?.httpStatusCode !== 412) throw error;
        continue; // Another deploy created it first.
      }
      // Read back: on a store without conditional writes, the last writer wins and the others see it here.
      if ((await this.readJson(LOCK_KEY))?.owner === owner) break;
    }
    try {
      return await fn();
    } finally {
      if ((await this.readJson(LOCK_KEY))?.owner === owner) {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(LOCK_KEY) }));
      }
    }
  }
}

module.exports = { S3Store, parseS3Target, s3ClientFromEnv };
