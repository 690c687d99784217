'use strict';
/**
 * The deployable frontends: one entry per app, the one place that names each app's folder, federation name,
 * dev-server port and the variables that move it. The deploy commands accept the short name or the folder name.
 */
const path = require('path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** @typedef {{ name: string, dir: string, federationName: string, isShell: boolean, port: number, portEnv: string, urlEnv?: string }} App */

/** @type {App[]} */
const APPS = [
  { name: 'shell', dir: 'shell', federationName: 'shell', isShell: true, port: 3000, portEnv: 'SHELL_PORT' },
  { name: 'public', dir: 'mfe-public', federationName: 'mfe_public', isShell: false, port: 3001, portEnv: 'MFE_PUBLIC_PORT', urlEnv: 'MFE_PUBLIC_URL' },
  { name: 'recipes', dir: 'mfe-recipes', federationName: 'mfe_recipes', isShell: false, port: 3002, portEnv: 'MFE_RECIPES_PORT', urlEnv: 'MFE_RECIPES_URL' },
  { name: 'dashboard', dir: 'mfe-dashboard', federationName: 'mfe_dashboard', isShell: false, port: 3003, portEnv: 'MFE_DASHBOARD_PORT', urlEnv: 'MFE_DASHBOARD_URL' },
];
const REMOTE_APPS = APPS.filter((app) => !app.isShell);

/** The app named `name` ('recipes', 'mfe-recipes' or 'mfe_recipes'); throws a message listing the valid names. */
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
