/**
 * The default deployment store: a folder (in the product's data directory). Keys are '/'-separated paths below it.
 * JSON is replaced atomically (write a temporary file, fsync, rename, fsync the folder); the store-wide lock is a
 * proper-lockfile lock, which notices a lock left by a process that died.
 */
import fs from 'fs';
import path from 'path';
import lockfile from 'proper-lockfile';
import type { DeploymentStore, StoreListing } from './store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export class FileStore implements DeploymentStore {
  readonly root: string;
  readonly kind = 'folder';
  readonly description: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.description = this.root;
  }

  file(key: string): string {
    const target = path.resolve(this.root, ...String(key).split('/'));
    if (target !== this.root && !target.startsWith(this.root + path.sep)) throw new Error(`Key outside the store: ${key}`);
    return target;
  }

  /** Copies a local file to `key` (content type and cache headers are the origin server's job here). */
  async putFile(key: string, sourceFile: string): Promise<void> {
    const target = this.file(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(sourceFile, target);
  }

  async readJson<T = unknown>(key: string): Promise<T | undefined> {
    try {
      return JSON.parse(await fs.promises.readFile(this.file(key), 'utf8')) as T;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async writeJson(key: string, value: unknown): Promise<void> {
    const target = this.file(key);
    const dir = path.dirname(target);
    await fs.promises.mkdir(dir, { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    const handle = await fs.promises.open(temporary, 'w');
    try {
      await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, target);
    const dirHandle = await fs.promises.open(dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  }

  /** The names directly below `prefix`: files (objects) and folders (prefixes). */
  async list(prefix: string): Promise<StoreListing> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(this.file(prefix), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return { files: [], folders: [] };
      throw error;
    }
    return {
      files: entries.filter((e) => e.isFile()).map((e) => e.name),
      folders: entries.filter((e) => e.isDirectory()).map((e) => e.name),
    };
  }

  /** Removes `prefix` and everything below it. */
  async remove(prefix: string): Promise<void> {
    await fs.promises.rm(this.file(prefix), { recursive: true, force: true });
  }

  /**
   * Holds the store-wide lock while `fn` runs. Another deploy waits (up to `waitMs`), so two deploys never interleave.
   */
  async withLock<T>(fn: () => Promise<T>, { waitMs = 10 * 60 * 1000 }: { waitMs?: number } = {}): Promise<T> {
    await fs.promises.mkdir(this.root, { recursive: true });
    const release = await lockfile.lock(this.root, {
      lockfilePath: path.join(this.root, '.deploy.lock'),
      stale: 30000,
      update: 5000,
      retries: { retries: Math.ceil(waitMs / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
    });
    try {
      return await fn();
    } finally {
      await release();
    }
  }
}
