const { createFrontendConfig } = require('../config/webpack.frontend');
const { mountRuntimeConfig } = require('./server/runtime-config');

// The shell is the federation host: it exposes nothing and discovers its remotes at run time from /remotes.json.
module.exports = (env, argv) =>
  createFrontendConfig(
    {
      dir: __dirname,
      name: 'shell',
      port: 3000,
      portEnv: 'SHELL_PORT',
      title: 'Forkful',
      setupDevServer: (app) => mountRuntimeConfig(app),
    },
    argv,
  );
