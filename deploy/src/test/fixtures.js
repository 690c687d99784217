'use strict';
/** Small stand-in builds and a local S3-compatible server (s3rver) for the deploy package's tests. */
const fs = require('fs');
const os = require('os');
const path = require('path');
const S3rver = require('s3rver');
const { S3Client } = require('@aws-sdk/client-s3');
const { REMOTES } = require('@forkful/contracts/core');
const releases = require('../releases');

function tempDir(prefix = 'forkful-deploy-test-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
];

/**
 * A build folder shaped like webpack's: a hashed chunk (with .br/.gz copies), remoteEntry.js, mf-manifest.json, and
 * for the shell index.html plus remote-requirements.json. `marker` goes into the chunk, to tell versions apart. By
 * default it exposes what the recipes remote in this checkout exposes.
 */
function fakeBuild({ name = 'mfe_recipes', exposes = [...REMOTES.mfe_recipes], shared = SHELL_SHARED, requires, marker = 'v1', chunkHash = '1a2b3c4d' } = {}) {
  const dir = tempDir('forkful-build-');
  const chunk = `chunk-${marker}`;
  fs.writeFileSync(path.join(dir, `main.${chunkHash}.js`), `console.log(${JSON.stringify(chunk)});`);
  fs.writeFileSync(path.join(dir, `main.${chunkHash}.js.gz`), require('zlib').gzipSync(`console.log(${JSON.stringify(chunk)});`));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${marker} */`);
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${marker}</title><div id="root"></div>`);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, exposes: exposes.map((p) => ({ name: p.slice(2), path: p })), shared }));
  if (requires) fs.writeFileSync(path.join(dir, 'remote-requirements.json'), JSON.stringify({ remotes: requires }));
  return dir;
}

/** A fake build uploaded and made current in `store`, as a deploy at `now` would; returns its record. */
async function deployFake(store, app, buildOptions = {}, now = new Date()) {
  const record = await releases.uploadVersion(store, app, fakeBuild(buildOptions), { commit: 'abc1234', now });
  await store.withLock(() => releases.commitVersion(store, app, record));
  return record;
}

async function startS3() {
  const directory = tempDir('forkful-s3rver-');
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'forkful-deploys' }] });
  const { port } = await server.run();
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    client,
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

module.exports = { tempDir, fakeBuild, deployFake, startS3, SHELL_SHARED };
