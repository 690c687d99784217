'use strict';
/**
 * The deployable frontends, as the topology names them (contracts/src/topology.ts: folder, federation name, port and
 * the variables that move it). The deploy commands accept the short name or the folder name.
 */
const path = require('path');
const { FRONTEND_APPS, REMOTE_APPS } = require('@forkful/contracts/core');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** @typedef {(typeof FRONTEND_APPS)[number]} App */

/** @type {readonly App[]} */
const APPS = FRONTEND_APPS;

/** The app with this short name, folder or federation name (e.g. 'recipes'); throws a message listing the valid names. */
function findApp(name) {
  const app = APPS.find((a) => a.name === name || a.dir === name || a.federationName === name);
  if (!app) throw new Error(`Unknown app "${name}": use one of ${APPS.map((a) => a.name).join(', ')} (or the folder names ${APPS.map((a) => a.dir).join(', ')}).`);
  return app;
}

/** The workspace's npm package name, e.g. @forkful/mfe-recipes. */
function packageName(app) {
  return require(path.join(REPO_ROOT, app.dir, 'package.json')).name;
}

module.exports = { APPS, REMOTE_APPS, REPO_ROOT, findApp, packageName };
