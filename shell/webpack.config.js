const { createFrontendConfig } = require('../config/webpack.frontend');
const { mountRuntimeConfig } = require('./server/runtime-config');

// The shell is the federation host: it exposes nothing, names no remote module, and mounts what the live remotes'
// route modules declare (from /remotes.json at run time).
module.exports = (env, argv) =>
  createFrontendConfig('shell', argv, {
    setupDevServer: (app) => mountRuntimeConfig(app),
    // Published with each shell version: what this shell can do that older ones could not. `routeModules: 1`: it
    // mounts the remotes' route modules (routes.json), so `npm run deploy` knows the live shell routes by them.
    emitJson: { 'shell-features.json': { routeModules: 1 } },
  });
