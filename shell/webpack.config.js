const { createFrontendConfig } = require('@forkful/config/webpack.frontend');

/**
 * The shell's runtime config (server/runtime-config.ts: /config.json, /remotes.json) for the dev server, loaded only
 * when a dev server starts: it is TypeScript, loaded with tsx's scoped require (webpack-cli loads this file with plain
 * Node), and a production build has no use for it.
 */
function runtimeConfigServer() {
  return require('tsx/cjs/api').require('./server/runtime-config', __filename);
}

// The shell is the federation host: it exposes nothing, names no remote module, and mounts what the live remotes'
// route modules declare (from /remotes.json at run time).
module.exports = (env, argv) =>
  createFrontendConfig('shell', argv, {
    setupDevServer: (app) => runtimeConfigServer().mountRuntimeConfig(app),
    // Published with each shell version: what this shell can do that older ones could not. `routeModules: 1`: it
    // mounts the remotes' route modules (routes.json), so `npm run deploy` knows the live shell routes by them.
    emitJson: { 'shell-features.json': { routeModules: 1 } },
  });
