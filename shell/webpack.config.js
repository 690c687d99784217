const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { lightPalette, darkPalette } = require('@forkful/design-tokens');
const { createFrontendConfig } = require('@forkful/config/webpack.frontend');

/**
 * The shell's runtime config (server/runtime-config.ts: /config.json, /remotes.json) for the dev server, loaded only
 * when a dev server starts: it is TypeScript, loaded with tsx's scoped require (webpack-cli loads this file with plain
 * Node), and a production build has no use for it.
 */
function runtimeConfigServer() {
  return require('tsx/cjs/api').require('./server/runtime-config', __filename);
}

const ICONS_DIR = path.join(__dirname, 'public', 'icons');

/** The browser's colours around the app: the header's surface, the page's background (design tokens). */
const THEME_COLORS = {
  light: lightPalette.colors.surface,
  dark: darkPalette.colors.surface,
  background: lightPalette.colors.background,
};

/** The web app manifest (installable: name, start URL, standalone, icons of 192 and 512 px and a maskable one). */
const WEB_APP_MANIFEST = {
  id: '/',
  name: 'Forkful',
  short_name: 'Forkful',
  description: 'Discover, cook and share recipes.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLORS.light,
  background_color: THEME_COLORS.background,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Copies public/icons/*.png to icons/ in the output (made once from the SVGs beside them: public/icons/README.md). */
class EmitIconsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitIconsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of fs.readdirSync(ICONS_DIR).filter((name) => name.endsWith('.png'))) {
          compilation.fileDependencies.add(path.join(ICONS_DIR, file));
          compilation.emitAsset(`icons/${file}`, new webpack.sources.RawSource(fs.readFileSync(path.join(ICONS_DIR, file))));
        }
      });
    });
  }
}

/**
 * The service worker (src/service-worker/sw.ts) as /sw.js, with this version's own files precached: its scripts, the
 * index.html that renders in the browser (offline, a page never opened), the manifest and icons. Not the fonts (kept
 * as used), source maps, precompressed copies, the federation's JSON files or the server bundle.
 */
function serviceWorkerPlugin() {
  return new InjectManifest({
    swSrc: path.join(__dirname, 'src', 'service-worker', 'sw.ts'),
    swDest: 'sw.js',
    include: [/\.js$/, /^index\.html$/, /\.svg$/, /^icons\/.*\.png$/, /\.webmanifest$/],
    exclude: [/\.map$/, /\.(br|gz)$/, /LICENSE/, /^server\//],
    // webpack's [contenthash:8] names need no revision of their own.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
}

/** The shell's browser compilation in the config (production builds are a list: the browser's and the server's). */
function browserConfigOf(config) {
  return Array.isArray(config) ? config.find((entry) => entry.name === 'shell') : config;
}

/**
 * Noto Sans Bengali's Bengali subset, regular and bold, for pages in Bangla (src/features/language/bengali-font.ts):
 * emitted beside the chunks under content-hashed names (cached for good), their paths given to the browser's and the
 * server bundle's code as process.env.BENGALI_FONTS. No module imports a .woff2: the code and its tests stay free of
 * a loader for it, and the server bundle names the same files as the browser's.
 */
const BENGALI_FONTS = [400, 700].map((weight) => {
  const name = `noto-sans-bengali-bengali-${weight}-normal`;
  const file = path.join(path.dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files', `${name}.woff2`);
  const bytes = fs.readFileSync(file);
  return { weight, file, bytes, url: `/${name}.${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.woff2` };
});

class EmitBengaliFontsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitBengaliFontsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitBengaliFontsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const font of BENGALI_FONTS) {
          compilation.fileDependencies.add(font.file);
          compilation.emitAsset(font.url.slice(1), new webpack.sources.RawSource(font.bytes), { immutable: true });
        }
      });
    });
  }
}

// The shell is the federation host: it exposes nothing, names no remote module, and mounts what the live remotes'
// route modules declare (from /remotes.json at run time).
module.exports = (env, argv) => {
  const config = createFrontendConfig('shell', argv, {
    setupDevServer: (app) => runtimeConfigServer().mountRuntimeConfig(app),
    // Published with each shell version: what this shell can do that older ones could not. `routeModules: 1`: it
    // mounts the remotes' route modules (routes.json), so `npm run deploy` knows the live shell routes by them.
    emitJson: { 'shell-features.json': { routeModules: 1 }, 'manifest.webmanifest': WEB_APP_MANIFEST },
    define: { 'process.env.BENGALI_FONTS': JSON.stringify(BENGALI_FONTS.map(({ weight, url }) => ({ weight, url }))) },
  });
  const browser = browserConfigOf(config);
  // public/index.html's theme-color metas read these (htmlWebpackPlugin.options.themeColors).
  const html = browser.plugins.find((plugin) => plugin instanceof HtmlWebpackPlugin || plugin.constructor.name === 'HtmlWebpackPlugin');
  if (html) html.options.themeColors = THEME_COLORS;
  browser.plugins.push(new EmitIconsPlugin());
  browser.plugins.push(new EmitBengaliFontsPlugin());
  // Only a production build has a worker: the dev server's files change under it.
  if ((argv && argv.mode) === 'production') browser.plugins.push(serviceWorkerPlugin());
  return config;
};
