'use strict';
/**
 * The versions of each app in a deployment store and the pointer that names the current one.
 *
 * Layout (the same in a folder and on S3):
 *   <app>/versions/<id>/...     the app's built files, never changed after upload
 *   <app>/versions/<id>.json    the version's record, written last: a version without one is an unfinished upload
 *   <app>/current.json          the pointer: { app, version, previous, updatedAt }
 */
const fs = require('fs');
const path = require('path');
const { isVersionId, newVersionId } = require('./version-id');
const { PRECOMPRESSED } = require('./cache-policy');

const KEEP_VERSIONS = 10;
/** An upload without a record this old was abandoned (a deploy that died); prune removes it. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;
const UPLOADS_AT_ONCE = 8;

const versionsKey = (app) => `${app.name}/versions`;
const pointerKey = (app) => `${app.name}/current.json`;

function filesBelow(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(path.join(dir, entry.name), rel) : [rel];
  });
}

function readJsonFile(file) {
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The build's ${path.basename(file)} is not valid JSON (${error.message.slice(0, 200)}).`);
  }
}

/**
 * What verification and the registry need to know of a build, kept in the version's record: what it exposes and
 * shares (its mf-manifest.json), the federation runtime it provides or uses (federation-runtime.json), a remote's
 * route module (routes.json: its claims, pages and navigation, as the build validated it) and what the shell can do
 * (shell-features.json, e.g. `{ routeModules: 1 }`: it mounts the remotes' route modules). A record without routes
 * (a remote) or features (the shell) is of a version built before route ownership.
 */
function summarizeBuild(buildDir) {
  const manifest = readJsonFile(path.join(buildDir, 'mf-manifest.json'));
  // Which federation runtime the build provides to its remotes (the shell) or uses from the shell (a remote).
  const runtime = readJsonFile(path.join(buildDir, 'federation-runtime.json'));
  const routes = readJsonFile(path.join(buildDir, 'routes.json'));
  const features = readJsonFile(path.join(buildDir, 'shell-features.json'));
  return {
    exposes: manifest ? manifest.exposes.map((e) => e.path) : [],
    shared: manifest ? manifest.shared.map(({ name, version, requiredVersion, singleton }) => ({ name, version, requiredVersion, singleton })) : [],
    ...(runtime ? { runtime } : {}),
    ...(routes !== undefined ? { routes } : {}),
    ...(features !== undefined ? { features } : {}),
  };
}

async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** Uploads a build as a new version (not current yet, no record yet). Returns the record to commit. */
async function uploadVersion(store, app, buildDir, { commit, dirty = false, now = new Date() } = {}) {
  const id = newVersionId(commit, now);
  const files = filesBelow(buildDir);
  const existing = await store.list(`${versionsKey(app)}/${id}`);
  if (existing.files.length || existing.folders.length) throw new Error(`Version ${id} of ${app.name} exists already.`);
  await inBatches(files, UPLOADS_AT_ONCE, (rel) => store.putFile(`${versionsKey(app)}/${id}/${rel}`, path.join(buildDir, rel)));
  const size = files.filter((f) => !PRECOMPRESSED.test(f)).reduce((sum, rel) => sum + fs.statSync(path.join(buildDir, rel)).size, 0);
  return { app: app.name, id, commit: commit || null, dirty, createdAt: now.toISOString(), files: files.length, size, ...summarizeBuild(buildDir) };
}

async function readRecord(store, app, id) {
  return isVersionId(id) ? store.readJson(`${versionsKey(app)}/${id}.json`) : undefined;
}

/** Every complete version of the app, newest first. */
async function listVersions(store, app) {
  const { files } = await store.list(versionsKey(app));
  const ids = files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).filter(isVersionId);
  const records = await Promise.all(ids.map((id) => readRecord(store, app, id)));
  return records.filter(Boolean).sort((a, b) => (a.id < b.id ? 1 : -1));
}

async function readPointer(store, app) {
  return store.readJson(pointerKey(app));
}

/** The record of the app's current version, or undefined when nothing of it is live. */
async function currentVersion(store, app) {
  const pointer = await readPointer(store, app);
  return pointer ? readRecord(store, app, pointer.version) : undefined;
}

/** Points the app at version `id` (one atomic write). Call inside store.withLock. */
async function switchTo(store, app, id, { now = new Date() } = {}) {
  if (!(await readRecord(store, app, id))) throw new Error(`${app.name} has no version ${id} (see \`npm run deployments -- ${app.name}\`).`);
  const pointer = await readPointer(store, app);
  const next = { app: app.name, version: id, previous: pointer && pointer.version !== id ? pointer.version : pointer?.previous ?? null, updatedAt: now.toISOString() };
  await store.writeJson(pointerKey(app), next);
  return next;
}

/**
 * Takes the app out of service: removes its pointer (one delete; its versions stay, so switchTo brings it back).
 * Call inside store.withLock. Returns the pointer it removed, or undefined when there was none.
 */
async function removePointer(store, app) {
  const pointer = await readPointer(store, app);
  if (pointer) await store.remove(pointerKey(app));
  return pointer;
}

/** Keeps the newest KEEP_VERSIONS versions plus the current and the previous one; removes abandoned uploads. */
async function prune(store, app, { keep = KEEP_VERSIONS, now = Date.now() } = {}) {
  const pointer = await readPointer(store, app);
  const versions = await listVersions(store, app);
  const protectedIds = new Set([pointer?.version, pointer?.previous, ...versions.slice(0, keep).map((v) => v.id)]);
  const removed = [];
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
async function commitVersion(store, app, record, { makeCurrent = true } = {}) {
  await store.writeJson(`${versionsKey(app)}/${record.id}.json`, record);
  const pointer = makeCurrent ? await switchTo(store, app, record.id) : await readPointer(store, app);
  const pruned = await prune(store, app);
  return { pointer, pruned };
}

/** The version a plain rollback goes to: the newest one older than the current one. */
async function versionBefore(store, app) {
  const pointer = await readPointer(store, app);
  if (!pointer) throw new Error(`${app.name} has no current version in this store.`);
  const older = (await listVersions(store, app)).find((v) => v.id < pointer.version);
  if (!older) throw new Error(`${app.name} has no version older than ${pointer.version} to roll back to.`);
  return older.id;
}

module.exports = {
  uploadVersion, commitVersion, listVersions, readPointer, readRecord, currentVersion, switchTo, removePointer, prune, versionBefore,
  summarizeBuild, KEEP_VERSIONS,
};
