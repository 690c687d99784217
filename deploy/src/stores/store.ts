/**
 * What a deployment store does, whatever it stores in (a folder: file-store.ts; S3: s3-store.ts). Keys are
 * '/'-separated paths below the store's root or prefix.
 */

/** The names directly below a prefix: files (objects) and folders (prefixes). */
export interface StoreListing {
  files: string[];
  folders: string[];
}

export interface DeploymentStore {
  readonly kind: 'folder' | 's3';
  /** The folder, or the s3:// target, as messages name the store. */
  readonly description: string;
  /** A folder store's folder (the origin servers and the render checks read it directly); absent on S3. */
  readonly root?: string;
  putFile(key: string, sourceFile: string): Promise<void>;
  /** The JSON at `key` as this store wrote it (not validated), or undefined when there is none. */
  readJson<T = unknown>(key: string): Promise<T | undefined>;
  writeJson(key: string, value: unknown): Promise<void>;
  list(prefix: string): Promise<StoreListing>;
  /** Removes `prefix` and everything below it. */
  remove(prefix: string): Promise<void>;
  /** Holds the store-wide lock while `fn` runs; another holder waits (up to `waitMs`). */
  withLock<T>(fn: () => Promise<T>, options?: { waitMs?: number }): Promise<T>;
}
