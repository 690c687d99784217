/**
 * The versions of each app in a deployment store and the pointer that names the current one.
 *
 * Layout (the same in a folder and on S3):
 *   <app>/versions/<id>/...     the app's built files, never changed after upload
 *   <app>/versions/<id>.json    the version's record, written last: a version without one is an unfinished upload
 *   <app>/current.json          the pointer: { app, version, previous, updatedAt, canary? }
 *   <app>/canaries.json         how its canary releases ended (canary/canary-switch.ts)
 */
import fs from 'fs';
import path from 'path';
import type { DeploymentPointer } from '@forkful/topology';
import { isVersionId, newVersionId } from './version-id';
import { PRECOMPRESSED } from './cache-policy';
import type { DeploymentStore } from './stores/store';

/** The one field of an app the store is keyed by (its short name). */
type Named = { name: string };
export type Pointer = DeploymentPointer;

/** One shared module of a build's mf-manifest.json. */
export interface SharedModule {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** federation-runtime.json: the runtime (major.minor) the shell provides, or a remote uses from the shell or brings. */
export interface FederationRuntime {
  provides?: string;
  uses?: string;
  own?: string;
}

/** shell-features.json, e.g. `{ routeModules: 1 }`. */
export interface ShellFeatures {
  routeModules?: number;
}

/** What verification and the registry need to know of a build (see summarizeBuild). */
export interface BuildSummary {
  exposes: string[];
  shared: SharedModule[];
  runtime?: FederationRuntime;
  /** A remote's routes.json as the build wrote it (parseRemoteRoutes validates it). */
  routes?: unknown;
  features?: ShellFeatures;
}

/** A version's record (`<app>/versions/<id>.json`). */
export interface VersionRecord extends BuildSummary {
  app: string;
  id: string;
  commit: string | null;
  dirty: boolean;
  createdAt: string;
  files: number;
  size: number;
}

export const KEEP_VERSIONS = 10;
/** An upload without a record this old was abandoned (a deploy that died); prune removes it. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;
const UPLOADS_AT_ONCE = 8;

const versionsKey = (app: Named) => `${app.name}/versions`;
const pointerKey = (app: Named) => `${app.name}/current.json`;

function filesBelow(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(path.join(dir, entry.name), rel) : [rel];
  });
}

/** The build's JSON file, unchecked: what each file holds is webpack's and the build's business. */
function readJsonFile<T>(file: string): T | undefined {
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`The build's ${path.basename(file)} is not valid JSON (${(error as Error).message.slice(0, 200)}).`);
  }
}

interface Manifest {
  exposes: Array<{ path: string }>;
  shared: SharedModule[];
}

/**
 * What verification and the registry need to know of a build, kept in the version's record: what it exposes and
 * shares (its mf-manifest.json), the federation runtime it provides or uses (federation-runtime.json), a remote's
 * route module (routes.json: its claims, pages and navigation, as the build validated it) and what the shell can do
 * (shell-features.json, e.g. `{ routeModules: 1 }`: it mounts the remotes' route modules). A record without routes
 * (a remote) or features (the shell) is of a version built before route ownership.
 */
export function summarizeBuild(buildDir: string): BuildSummary {
  const manifest = readJsonFile<Manifest>(path.join(buildDir, 'mf-manifest.json'));
  // Which federation runtime the build provides to its remotes (the shell) or uses from the shell (a remote).
  const runtime = readJsonFile<FederationRuntime>(path.join(buildDir, 'federation-runtime.json'));
  const routes = readJsonFile<unknown>(path.join(buildDir, 'routes.json'));
  const features = readJsonFile<ShellFeatures>(path.join(buildDir, 'shell-features.json'));
  return {
    exposes: manifest ? manifest.exposes.map((e) => e.path) : [],
    shared: manifest ? manifest.shared.map(({ name, version, requiredVersion, singleton }) => ({ name, version, requiredVersion, singleton })) : [],
    ...(runtime ? { runtime } : {}),
    ...(routes !== undefined ? { routes } : {}),
    ...(features !== undefined ? { features } : {}),
  };
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** Uploads a build as a new version (not current yet, no record yet). Returns the record to commit. */
export async function uploadVersion(
  store: DeploymentStore,
  app: Named,
  buildDir: string,
  { commit, dirty = false, now = new Date() }: { commit?: string | null; dirty?: boolean; now?: Date } = {},
): Promise<VersionRecord> {
  const id = newVersionId(commit, now);
  const files = filesBelow(buildDir);
  const existing = await store.list(`${versionsKey(app)}/${id}`);
  if (existing.files.length || existing.folders.length) throw new Error(`Version ${id} of ${app.name} exists already.`);
  await inBatches(files, UPLOADS_AT_ONCE, (rel) => store.putFile(`${versionsKey(app)}/${id}/${rel}`, path.join(buildDir, rel)));
  const size = files.filter((f) => !PRECOMPRESSED.test(f)).reduce((sum, rel) => sum + fs.statSync(path.join(buildDir, rel)).size, 0);
  return { app: app.name, id, commit: commit || null, dirty, createdAt: now.toISOString(), files: files.length, size, ...summarizeBuild(buildDir) };
}

export async function readRecord(store: DeploymentStore, app: Named, id: string | undefined): Promise<VersionRecord | undefined> {
  return isVersionId(id) ? store.readJson<VersionRecord>(`${versionsKey(app)}/${id}.json`) : undefined;
}

/** Every complete version of the app, newest first. */
export async function listVersions(store: DeploymentStore, app: Named): Promise<VersionRecord[]> {
  const { files } = await store.list(versionsKey(app));
  const ids = files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).filter(isVersionId);
  const records = await Promise.all(ids.map((id) => readRecord(store, app, id)));
  return records.filter((record): record is VersionRecord => Boolean(record)).sort((a, b) => (a.id < b.id ? 1 : -1));
}

export async function readPointer(store: DeploymentStore, app: Named): Promise<Pointer | undefined> {
  return store.readJson<Pointer>(pointerKey(app));
}

/** The record of the app's current version, or undefined when nothing of it is live. */
export async function currentVersion(store: DeploymentStore, app: Named): Promise<VersionRecord | undefined> {
  const pointer = await readPointer(store, app);
  return pointer ? readRecord(store, app, pointer.version) : undefined;
}

/**
 * Points the app at version `id` (one atomic write). Call inside store.withLock. Refused while a canary runs: it
 * is promoted or dropped first (canary/canary-switch.ts), so that its end is recorded and never silent.
 */
export async function switchTo(store: DeploymentStore, app: Named, id: string, { now = new Date() }: { now?: Date } = {}): Promise<Pointer> {
  if (!(await readRecord(store, app, id))) throw new Error(`${app.name} has no version ${id} (see \`npm run deployments -- ${app.name}\`).`);
  const pointer = await readPointer(store, app);
  if (pointer?.canary) throw new Error(`${app.name} has a canary running (${pointer.canary.version}): promote or drop it first.`);
  const next = { app: app.name, version: id, previous: pointer && pointer.version !== id ? pointer.version : pointer?.previous ?? null, updatedAt: now.toISOString() };
  await store.writeJson(pointerKey(app), next);
  return next;
}

/**
 * Takes the app out of service: removes its pointer (one delete; its versions stay, so switchTo brings it back).
 * Call inside store.withLock. Returns the pointer it removed, or undefined when there was none.
 */
export async function removePointer(store: DeploymentStore, app: Named): Promise<Pointer | undefined> {
  const pointer = await readPointer(store, app);
  if (pointer) await store.remove(pointerKey(app));
  return pointer;
}

/** Keeps the newest KEEP_VERSIONS versions plus the current, the previous and a running canary; removes abandoned uploads. */
export async function prune(store: DeploymentStore, app: Named, { keep = KEEP_VERSIONS, now = Date.now() }: { keep?: number; now?: number } = {}): Promise<string[]> {
  const pointer = await readPointer(store, app);
  const versions = await listVersions(store, app);
  const protectedIds = new Set([pointer?.version, pointer?.previous, pointer?.canary?.version, ...versions.slice(0, keep).map((v) => v.id)]);
  const removed: string[] = [];
  for (const version of versions) {
    if (protectedIds.has(version.id)) continue;
    // The record goes first: from then on nothing lists or serves the version.
    await store.remove(`${versionsKey(app)}/${version.id}.json`);
    await store.remove(`${versionsKey(app)}/${version.id}`);
    removed.push(version.id);
  }
  const recorded = new Set(versions.map((v) => v.id));
  const { folders } = await store.list(versionsKey(app));
  for (const id of folders.filter((f) => isVersionId(f) && !recorded.has(f))) {
    const stamp = Date.parse(id.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z.*$/, '$1-$2-$3T$4:$5:$6.$7Z'));
    if (now - stamp > ABANDONED_AFTER_MS) {
      await store.remove(`${versionsKey(app)}/${id}`);
      removed.push(id);
    }
  }
  return removed;
}

/**
 * Records an uploaded version, makes it current (unless `makeCurrent` is false: then it waits, to be previewed and
 * promoted) and prunes. Call inside store.withLock.
 */
export async function commitVersion(
  store: DeploymentStore,
  app: Named,
  record: VersionRecord,
  { makeCurrent = true }: { makeCurrent?: boolean } = {},
): Promise<{ pointer: Pointer | undefined; pruned: string[] }> {
  await store.writeJson(`${versionsKey(app)}/${record.id}.json`, record);
  const pointer = makeCurrent ? await switchTo(store, app, record.id) : await readPointer(store, app);
  const pruned = await prune(store, app);
  return { pointer, pruned };
}

/** The version a plain rollback goes to: the newest one older than the current one. */
export async function versionBefore(store: DeploymentStore, app: Named): Promise<string> {
  const pointer = await readPointer(store, app);
  if (!pointer) throw new Error(`${app.name} has no current version in this store.`);
  const older = (await listVersions(store, app)).find((v) => v.id < pointer.version);
  if (!older) throw new Error(`${app.name} has no version older than ${pointer.version} to roll back to.`);
  return older.id;
}
