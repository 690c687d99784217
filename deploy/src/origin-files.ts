/**
 * How one app's folder of a folder deployment store is answered, shared by the shell's origin server and the remotes
 * origin (origin-server.ts):
 *   current.json              the pointer (which version is current)
 *   versions/<id>/<file>      any version still in the history: what a tab opened before a deploy keeps loading
 *   <file>                    the current version; a content-hashed file of an older version is still found (a tab
 *                             holding an older page); the shell answers unknown routes with its index.html (or, under
 *                             its origin server, with a server-rendered page: shell/server/ssr)
 *   server/...                never: a version's server bundles are not served (404), at the root or under versions/
 * The pointer is read on each request, so a deploy, rollback or retire is seen at once. A missing file is a 404.
 */
import fs from 'fs';
import path from 'path';
import type { FastifyReply } from 'fastify';
import { isVersionId } from './version-id';
import { isHashed } from './cache-policy';
import type { Pointer } from './releases';

const VERSION_PATH = /^versions\/([^/]+)\/(.+)$/;
/** [SSR] The server bundles' folder of a version (shell/server/ssr loads them from the store, never over HTTP). */
// Leading slashes (`versions/<id>//server/...`) and case (a case-insensitive disk) must not get around it.
const isServerOnly = (file: string) => /^\/*server(\/|$)/i.test(file);

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

export function readJsonOrUndefined<T = unknown>(file: string): Promise<T | undefined> {
  return fs.promises.readFile(file, 'utf8').then((text) => JSON.parse(text) as T, () => undefined);
}

/** A request path as a relative file path, or undefined when it tries to leave its folder. */
export function safeRelative(raw: unknown): string | undefined {
  const rel = String(raw || '').replace(/^\/+/, '');
  if (rel.includes('\0') || rel.includes('\\') || rel.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return rel;
}

export function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not found');
}

/**
 * Answers `rel` (already made safe) from the app's folder `appDir` (<store>/<app>), on a fastify reply with
 * @fastify/static's sendFile.
 */
export async function answerAppFile(reply: FastifyReply, app: { name: string; isShell: boolean }, appDir: string, rel: string): Promise<FastifyReply> {
  const versionsDir = path.join(appDir, 'versions');
  const sendFrom = (id: string, file: string) => reply.sendFile(file, path.join(versionsDir, id));
  const fileExists = (id: string, file: string) => exists(path.join(versionsDir, id, file));
  /** A version that has a record (complete) and still has this file. */
  const hasFile = async (id: string, file: string) => isVersionId(id) && (await exists(path.join(versionsDir, `${id}.json`))) && fileExists(id, file);

  if (rel === 'current.json') {
    const pointer = await readJsonOrUndefined<Pointer>(path.join(appDir, 'current.json'));
    return pointer ? reply.header('Cache-Control', 'no-cache').send(pointer) : notFound(reply);
  }
  const versioned = VERSION_PATH.exec(rel);
  // [SSR] A version's server/ folder (server/shell-server.js, server/container.js) is for the shell's server only:
  // never downloadable, whether asked under versions/<id>/ or at the root (the current version).
  if (isServerOnly(versioned ? versioned[2] : rel)) return notFound(reply);
  if (versioned) return (await hasFile(versioned[1], versioned[2])) ? sendFrom(versioned[1], versioned[2]) : notFound(reply);

  const pointer = await readJsonOrUndefined<Pointer>(path.join(appDir, 'current.json'));
  if (!pointer) return reply.code(503).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(`No version of ${app.name} is deployed.`);
  const file = rel || 'index.html';
  // The pointer only ever names a recorded version (switchTo checks), so only the file needs looking up.
  const current = isVersionId(pointer.version) ? pointer.version : undefined;
  if (current && (await fileExists(current, file))) return sendFrom(current, file);
  if (isHashed(file)) {
    // Content-hashed names never change meaning: an older version's copy is the same file.
    const ids = (await fs.promises.readdir(versionsDir).catch((): string[] => [])).filter(isVersionId).sort().reverse();
    for (const id of ids) if (await hasFile(id, file)) return sendFrom(id, file);
  }
  // Client-side routes of the shell (a last segment without an extension) get its page.
  if (current && app.isShell && !path.posix.basename(file).includes('.')) return sendFrom(current, 'index.html');
  return notFound(reply);
}
