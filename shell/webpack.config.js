const { createFrontendConfig } = require('../config/webpack.frontend');
const { REMOTES } = require('@forkful/contracts/core');
const { mountRuntimeConfig } = require('./server/runtime-config');

// The shell is the federation host: it exposes nothing and discovers its remotes at run time from /remotes.json.
module.exports = (env, argv) =>
  createFrontendConfig('shell', argv, {
    setupDevServer: (app) => mountRuntimeConfig(app),
    // What this shell build loads from each remote (its routes only name these: RemoteModuleId). Published with
    // each shell version, so a remote deploy is checked against the shell that is live, not the one in the repo.
    emitJson: { 'remote-requirements.json': { remotes: REMOTES } },
  });
