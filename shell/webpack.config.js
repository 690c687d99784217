const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createFrontendConfig } = require('../config/webpack.frontend');
const { mountRuntimeConfig } = require('./server/runtime-config');

// The shell is the federation host: it exposes nothing and discovers its remotes at run time from /remotes.json.
module.exports = (env, argv) => {
  const config = createFrontendConfig(
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
  // The shell answers deep links (/recipes/42, /dashboard/my-recipes) with index.html, so its own scripts must be
  // referenced from the site root; with publicPath 'auto' the page would ask for /recipes/main.js instead.
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof HtmlWebpackPlugin ? new HtmlWebpackPlugin({ ...plugin.userOptions, publicPath: '/' }) : plugin,
  );
  return config;
};
