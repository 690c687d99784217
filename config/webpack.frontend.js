/**
 * The one webpack + Module Federation configuration every Forkful frontend (shell and remotes) builds with.
 * Each workspace's webpack.config.js calls createFrontendConfig with its app's name; its folder, federation name,
 * port and title come from config/frontend-apps.js (the shell from `@forkful/topology`, a remote from the
 * `forkful.remote` block of its package.json), a remote's exposed modules from its route module (`src/routes.json`),
 * which the build validates and publishes as `routes.json` beside its mf-manifest.json.
 */
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const zlib = require('zlib');
const { SERVICES, localUrl, ownExposedModules } = require('@forkful/topology');
const { parseRemoteRoutes } = require('@forkful/topology/routes-schema');
const { REPO_ROOT, ROUTES_FILE, discoverFrontendApps } = require('./frontend-apps');
const { serverConfig, styledComponentIds } = require('./webpack.server');

const { SINGLETONS } = require('./singletons');
const { SharedExportsCheckPlugin, sharedModuleAliases, sharedSingletons } = require('./webpack.shared');

/**
 * One copy of the federation runtime per page: the shell puts its copy on a global and the remotes' entries use that
 * one instead of bundling their own. The shell adds the runtime plugin that does it (what
 * `experiments.provideExternalRuntime` adds) by its ES module file: the option adds its CommonJS file, which pulls
 * in the CommonJS build of the runtime beside the ES one the shell's own runtime uses, two copies (~12 KB brotli).
 * `target: 'web'` drops the runtime's Node script loader from the browser bundles.
 */
function federationRuntimeOptions(app, production) {
  const web = { optimization: { target: 'web' } };
  if (app.isShell) return { runtimePlugins: [externalRuntimeCorePlugin()], experiments: web };
  if (!usesShellRuntime(app, production)) return { experiments: web };
  // A remote loads no remotes itself (the shell loads every page, even one a remote's layout names), so its entry
  // leaves out the bundler runtime's remote loading.
  return { experiments: { optimization: { ...web.optimization, disableRemote: true }, externalRuntime: true } };
}

/** The ES module file of @module-federation/inject-external-runtime-core-plugin (its exports map names only '.'). */
function externalRuntimeCorePlugin() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] });
  const esm = path.join(path.dirname(cjs), 'index.js');
  return fs.existsSync(esm) ? esm : cjs;
}

/**
 * Whether a remote's entry uses the shell's runtime: in production, unless FEDERATION_OWN_RUNTIME=1. Development keeps
 * each remote's own copy (its dev server's standalone page needs nothing more), and so does a remote built for the
 * window of a runtime upgrade: remotes deploy carrying their own, then the shell moves, then they drop it again.
 */
function usesShellRuntime(app, production) {
  return !app.isShell && production && process.env.FEDERATION_OWN_RUNTIME !== '1';
}

/**
 * SWC's minifier (@swc/core: terser's rules in native code) in place of webpack's default terser: measured on
 * mfe-public, the production build 23.1 s -> 12.2 s, its JavaScript 872.5 -> 866.0 KB (245.0 -> 244.2 KB brotli).
 * Minifying was most of a remote's build, and so of its deploy.
 */
function minimization() {
  return { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })] };
}

/** The script a remote's standalone page loads first in production, in place of the shell's runtime. */
const STANDALONE_RUNTIME_FILE = 'standalone-federation-runtime.js';

/** A second, small compilation (after the remote's own, into its dist): the federation runtime on its global. */
function standaloneRuntimeConfig(app, outputPath) {
  return {
    name: `${app.name}-standalone-runtime`,
    dependencies: [app.name],
    mode: 'production',
    entry: path.join(__dirname, 'standalone-federation-runtime.js'),
    output: { path: outputPath, filename: STANDALONE_RUNTIME_FILE, clean: false },
    optimization: minimization(),
    plugins: precompressionPlugins(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * federation-runtime.json: the runtime's major.minor the shell provides or a remote uses, which `npm run deploy`
 * compares (deploy/src/verify.ts): a remote without its own runtime must not go live next to an older shell.
 */
function federationRuntimeRecord(app, production) {
  const entry = require.resolve('@module-federation/runtime-core', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] });
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const [major, minor] = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version.split('.');
  const version = `${major}.${minor}`;
  if (app.isShell) return { 'federation-runtime.json': { provides: version } };
  return { 'federation-runtime.json': usesShellRuntime(app, production) ? { uses: version } : { own: version } };
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

function precompressionPlugins() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * Writes JSON files into the output (before compression, so they get .br/.gz copies too). A value may be a function,
 * called on every compilation with it (a dev server's rebuild re-reads a file; `undefined`: nothing to write).
 */
class EmitJsonPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, entry] of Object.entries(this.files)) {
          const value = typeof entry === 'function' ? entry(compilation) : entry;
          if (value !== undefined) compilation.emitAsset(file, new webpack.sources.RawSource(`${JSON.stringify(value, null, 2)}\n`));
        }
      });
    });
  }
}

/**
 * A remote's route module, read and checked: the schema and its cross-checks (`@forkful/topology/routes-schema`),
 * and a file in src/exposes/ behind each module it exposes. Returns the routes or every problem found.
 */
function checkRouteModule(app, dir) {
  const file = path.join(dir, ROUTES_FILE);
  let raw;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [`cannot read it: ${error.message}`] };
  }
  const { routes, problems } = parseRemoteRoutes(raw);
  if (!routes) return { problems };
  const missing = [];
  for (const module of ownExposedModules(app.federationName, routes)) {
    if (!app.exposes[module]) missing.push(`${module} is not exposed: restart the build (the exposes are read when it starts)`);
  }
  for (const [module, source] of Object.entries(app.exposes)) {
    if (!fs.existsSync(path.join(dir, source))) missing.push(`${module} needs ${source}, which does not exist`);
  }
  return missing.length ? { problems: missing } : { routes, problems: [] };
}

function routeModuleMessage(app, problems) {
  return `${app.dir}/${ROUTES_FILE.split(path.sep).join('/')} (the route module of remote "${app.name}") has problems:\n`
    + problems.map((problem) => `  - ${problem}`).join('\n');
}

/**
 * routes.json in the output, so the deploy and a dev server (`/routes.json`) publish what the remote declares. Read
 * when the config loads (a bad route module fails the build at once) and again on every compilation, which watches
 * the file: a dev server picks up an edit, and reports a bad one as a compilation error.
 */
function routeModuleFiles(app, dir) {
  const first = checkRouteModule(app, dir);
  if (first.problems.length) throw new Error(routeModuleMessage(app, first.problems));
  return {
    'routes.json': (compilation) => {
      compilation.fileDependencies.add(path.join(dir, ROUTES_FILE));
      const { routes, problems } = checkRouteModule(app, dir);
      if (problems.length) compilation.errors.push(new webpack.WebpackError(routeModuleMessage(app, problems)));
      return routes;
    },
  };
}

/**
 * @param {string} appName  the app's short name ('shell', or a remote's forkful.remote.name: 'public', 'recipes', ...)
 * @param {object} [argv]    webpack's argv (its --mode)
 * @param {object} [extra]
 * @param {(app: any) => void} [extra.setupDevServer] extra dev-server routes (the shell serves its runtime config)
 * @param {Record<string,string>} [extra.define]  extra compile-time constants (values JSON-encoded for you)
 * @param {object} [extra.emitJson]  extra JSON files to write into dist: file name -> value (the shell's
 *                                   shell-features.json, which `npm run deploy` reads)
 */
function createFrontendConfig(appName, argv = {}, extra = {}) {
  const apps = discoverFrontendApps();
  const app = apps.find((a) => a.name === appName);
  if (!app) {
    throw new Error(`createFrontendConfig: no app named "${appName}" (found: ${apps.map((a) => a.name).join(', ')}; a remote names itself in its package.json's forkful.remote)`);
  }
  const options = { ...extra, dir: path.join(REPO_ROOT, app.dir), name: app.federationName, title: app.title, exposes: app.exposes };
  const routeFiles = app.isShell ? {} : routeModuleFiles(app, options.dir);
  const mode = argv.mode || process.env.NODE_ENV || 'development';
  const production = mode === 'production';
  const port = Number(process.env[app.portEnv] || app.port);
  const define = {
    'process.env.NODE_ENV': JSON.stringify(mode),
    'process.env.API_URL': JSON.stringify(process.env[SERVICES.api.urlEnv] || localUrl(SERVICES.api.port)),
  };
  for (const [key, value] of Object.entries(options.define || {})) define[key] = JSON.stringify(value);
  const tsRule = {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: { transpileOnly: true, configFile: path.join(options.dir, 'tsconfig.json'), getCustomTransformers: styledComponentIds },
    },
  };

  const config = {
    name: app.name,
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'], alias: sharedModuleAliases(options.dir, production) },
    module: {
      rules: [
        tsRule,
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
        // A singleton already loaded (the shell's) is the one every remote gets, never a newer copy a remote brings.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        ...federationRuntimeOptions(app, production),
      }),
      new SharedExportsCheckPlugin(),
      new HtmlWebpackPlugin({
        // The shell's page is its own (public/index.html); a remote's standalone page is the one shared template.
        template: fs.existsSync(path.join(options.dir, 'public', 'index.html'))
          ? path.join(options.dir, 'public', 'index.html')
          : path.join(__dirname, 'standalone-index.html'),
        title: options.title,
        // The shell's page is served from its origin's root and answers deep links (/recipes/42) with index.html, so
        // its scripts are referenced from '/'. A deployed remote's standalone page lives below its deployment base
        // (<remotes origin>/<app>/), so there its scripts are relative; a dev server serves it from its root.
        // Chunks loaded through remoteEntry.js use publicPath 'auto' either way.
        publicPath: production && !app.isShell ? '' : '/',
        favicon: path.join(__dirname, 'favicon.svg'),
        standaloneRuntime: usesShellRuntime(app, production) ? STANDALONE_RUNTIME_FILE : undefined,
      }),
      new EmitJsonPlugin({ ...federationRuntimeRecord(app, production), ...routeFiles, ...(options.emitJson || {}) }),
      // Precompressed copies (.br, .gz) beside each text asset: the origin servers pick one by Accept-Encoding.
      ...(production ? precompressionPlugins() : []),
    ],
    optimization: minimization(),
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
  // A production build adds the server compilation (public pages rendered by the shell's server) and, for a remote
  // on the shell's runtime, the runtime for its standalone page. `npm start` builds the browser code only.
  if (!production) return config;
  const server = serverConfig(app, { dir: options.dir, define, tsRule });
  return usesShellRuntime(app, production) ? [config, standaloneRuntimeConfig(app, config.output.path), server] : [config, server];
}

module.exports = { createFrontendConfig, SINGLETONS };
