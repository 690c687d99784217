/**
 * The one webpack + Module Federation configuration every Forkful frontend (shell and remotes) builds with.
 * Each workspace's webpack.config.js calls createFrontendConfig with its own name, port and exposed modules.
 */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Shared as singletons: one copy at run time, whichever container loads first provides it. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'zustand',
  'react-hot-toast',
  'axios',
  '@forkful/contracts',
];

function sharedSingletons(workspaceDir) {
  const pkg = require(path.join(workspaceDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) continue;
    shared[name] = { singleton: true, requiredVersion: deps[name], strictVersion: false };
  }
  // react-dom/client is imported by its own path; share it with react-dom so there is one renderer.
  if (deps['react-dom']) shared['react-dom/client'] = { singleton: true, requiredVersion: deps['react-dom'] };
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir        the workspace folder (__dirname of its webpack.config.js)
 * @param {string} options.name       federation container name, e.g. 'mfe_public' (or 'shell')
 * @param {number} options.port       dev-server port (the env var in portEnv overrides it)
 * @param {string} options.portEnv    e.g. 'MFE_PUBLIC_PORT'
 * @param {Record<string,string>} [options.exposes]  for remotes: './HomePage' -> './src/exposes/home-page.tsx'
 * @param {string} options.title      the HTML page title
 * @param {(app: any) => void} [options.setupDevServer] extra dev-server routes (the shell serves its runtime config)
 * @param {Record<string,string>} [options.define]  extra compile-time constants (values JSON-encoded for you)
 */
function createFrontendConfig(options, argv = {}) {
  const mode = argv.mode || process.env.NODE_ENV || 'development';
  const production = mode === 'production';
  const port = Number(process.env[options.portEnv] || options.port);
  const define = {
    'process.env.NODE_ENV': JSON.stringify(mode),
    'process.env.API_URL': JSON.stringify(process.env.API_URL || 'http://localhost:4000'),
  };
  for (const [key, value] of Object.entries(options.define || {})) define[key] = JSON.stringify(value);

  return {
    mode,
    context: options.dir,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // 'auto': chunks load from the origin that served remoteEntry.js, so each remote deploys on its own.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(options.dir, 'tsconfig.json') } },
        },
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(define),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes || {},
        shared: sharedSingletons(options.dir),
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: path.join(options.dir, 'public', 'index.html'),
        title: options.title,
        // Each app's page is served from its own origin's root and answers deep links (/recipes/42) with index.html,
        // so its scripts are referenced from '/'; chunks loaded through remoteEntry.js still use publicPath 'auto'.
        publicPath: '/',
        favicon: path.join(__dirname, 'favicon.svg'),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      host: '127.0.0.1',
      allowedHosts: 'all',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      // Remotes are fetched cross-origin by the shell.
      headers: { 'Access-Control-Allow-Origin': '*' },
      setupMiddlewares: (middlewares, devServer) => {
        if (options.setupDevServer) options.setupDevServer(devServer.app);
        return middlewares;
      },
    },
  };
}

module.exports = { createFrontendConfig, SINGLETONS };
