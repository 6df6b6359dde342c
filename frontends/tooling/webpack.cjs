const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { PrerenderPlugin } = require('./prerender.cjs');
const { sharedModules } = require('./shared-modules.cjs');

const swcRule = {
  test: /\.[jt]sx?$/,
  // The SDK is TypeScript source in the workspace: compile it like the app's own code.
  exclude: /node_modules[\\/](?!@gatherly)/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/**
 * A host's installable-app files (src/pwa: the web app manifest and its icons) and its service worker
 * (src/service-worker/sw.ts, production only: a worker caching a development build would serve stale
 * code). The worker precaches the host's own chunks; its page, entry script and the remotes' files are
 * cached as they load (see sw.ts).
 */
function installableApp(dir, production) {
  const serviceWorker = path.join(dir, 'src', 'service-worker', 'sw.ts');
  return [
    new CopyPlugin({ patterns: [{ from: 'src/pwa/*.{png,webmanifest}', to: '[name][ext]', context: dir }] }),
    production &&
      fs.existsSync(serviceWorker) &&
      new InjectManifest({
        swSrc: serviceWorker,
        swDest: 'sw.js',
        // The page goes out with its per-request policy (sw.ts caches it as it loads); the federation
        // files of the host itself are for other hosts, never loaded by its own page.
        // Nor the compressed copies of files (precompressed below): the browser asks for the file itself.
        // Nor images: the landing page's walkthrough screenshots load only for a visitor who opens it.
        exclude: [/\.html$/, /^mf-/, /^remoteEntry\.js$/, /\.map$/, /\.(br|gz)$/, /\.webp$/],
        dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
      }),
  ];
}

/**
 * antd's own libraries only define components, hooks and helpers, but their packages do not say so
 * ("sideEffects": false), and webpack then keeps every module an index re-exports: antd's form context,
 * which every input imports for one provider, brought the whole form engine and its validator to the
 * event dashboard, and `omit` from @rc-component/util the rest of the utilities.
 */
const sideEffectFreeLibraries = {
  test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
  sideEffects: false,
};

/**
 * Every text file of a production build also as brotli (at its best quality) and gzip, which the web server
 * sends as they are (web-server.cjs): compressing per response, it used brotli's quality 4, a sixth larger
 * for the scripts of the event dashboard, and spent the server's CPU on each request. A file that would not
 * shrink by a fifth is left alone (the plugin's default), as are the pages, which go out with their policy.
 */
const PRECOMPRESSED = /\.(js|css|json|svg|webmanifest)$/;
const COMPRESSED_COPIES = [
  ['brotliCompress', 'br', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }],
  ['gzip', 'gz', { level: zlib.constants.Z_BEST_COMPRESSION }],
];
function precompressed() {
  return COMPRESSED_COPIES.map(
    ([algorithm, extension, compressionOptions]) =>
      new CompressionPlugin({
        test: PRECOMPRESSED,
        algorithm,
        filename: `[path][base].${extension}`,
        compressionOptions,
      }),
  );
}

const isLibrary = (module) => /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '');

/** A cache group's test: a module of one of `packages` (npm package names), wherever it is needed. */
const moduleOfPackages = (packages) => {
  const folders = packages.map((name) => `${path.sep}node_modules${path.sep}${path.normalize(name)}${path.sep}`);
  return (module) => folders.some((folder) => (module.nameForCondition() ?? '').includes(folder));
};

/** A cache group's test: a library module that one of the chunks named `chunkNames` needs. */
const libraryOfChunks =
  (chunkNames) =>
  (module, { chunkGraph }) =>
    isLibrary(module) && [...chunkGraph.getModuleChunksIterable(module)].some(({ name }) => chunkNames.includes(name));

/** In development the API runs on its own port; the dev servers pass it through as `npm start` does. */
const API_PROXY = [{ context: ['/api', '/objects'], target: 'http://localhost:3000' }];

/**
 * The webpack configuration of a federated app: the shell (host) or a remote. Each app keeps its own
 * webpack.config.cjs calling this, so it builds, serves and deploys on its own. A host may name a
 * `prerender` module whose markup is written into its page at build time (see prerender.cjs), the
 * `firstPaintChunks` (named with webpackChunkName) that paint before antd loads, the `firstPaintPackages`
 * every first paint renders with, and the `dashboardChunks` whose libraries load as one chunk.
 */
function federatedApp({
  name,
  dir,
  port,
  devPort = port,
  exposes,
  host = false,
  title = 'Gatherly',
  proxy = API_PROXY,
  prerender,
  firstPaintChunks = [],
  firstPaintPackages = [],
  dashboardChunks = [],
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's dev server also serves its section on its own page (src/standalone.ts), never a build.
    const standaloneEntry = path.join(dir, 'src', 'standalone.ts');
    const standalone = !host && !production && fs.existsSync(standaloneEntry);
    const antdStylesheet = require.resolve('antd/dist/antd.css', { paths: [dir] });
    return {
      mode: production ? 'production' : 'development',
      // No eval in development either: a remote's dev build loaded into the shell (REMOTE_MAP) runs under the
      // shell's Content-Security-Policy, which allows none.
      devtool: production ? false : 'cheap-module-source-map',
      entry: {
        main: path.join(dir, 'src', 'index.ts'),
        ...(standalone ? { standalone: standaloneEntry } : {}),
      },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // Entry files keep stable names (the manifest and the page point at them); every chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          swcRule,
          {
            test: require.resolve('antd/es/index.js', { paths: [dir] }),
            loader: require.resolve('./antd-index-loader.cjs'),
            options: { provideAll: host },
          },
          sideEffectFreeLibraries,
          // An image a module imports is a file of its own, requested when something renders it, never inlined.
          { test: /\.webp$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:10][ext]' } },
          {
            test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*style.*\.js$/,
            loader: require.resolve('./antd-style-loader.cjs'),
          },
          // antd's static stylesheet by component, each piece with the module that renders the component.
          { test: antdStylesheet, loader: require.resolve('./antd-stylesheet-loader.cjs') },
          {
            test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/,
            loader: require.resolve('./antd-component-styles-loader.cjs'),
            options: { stylesheet: antdStylesheet },
          },
        ],
      },
      // Stylesheets imported by a module (antd's static styles) become CSS chunks loaded with its chunk.
      experiments: { css: true },
      performance: { hints: false },
      // Chunks meet antd's stylesheet pieces in different orders, which webpack reports for each pair. antd
      // writes its rules not to depend on the order of components' blocks (its runtime styles go into the
      // page in whatever order an app first renders components), so those reports say nothing; any other
      // stylesheet's still do (antd-stylesheet.cjs).
      ignoreWarnings: [{ message: /Conflicting order between css \S*antd\.css\?\S+ and css \S*antd\.css\?/ }],
      optimization: {
        // Measured to pay: with webpack's default chunks the dashboard loads more JavaScript and paints later
        // (docs/performance.md).
        splitChunks: {
          cacheGroups: {
            // The shared libraries every first paint renders with (React, ReactDOM, the query library) come in
            // one chunk: Module Federation gives each share a chunk of its own, and each is a script element
            // added and evaluated on the main thread before anything paints.
            firstPaintPackages: {
              test: moduleOfPackages(firstPaintPackages),
              name: 'first-paint-packages',
              chunks: 'async',
              priority: 30,
              enforce: true,
            },
            // What the first paint (the landing page, the signed-in frame) needs from libraries shares one
            // small chunk: neither waits for antd's chunks, and they do not carry a second copy of it.
            firstPaintLibraries: {
              test: libraryOfChunks(firstPaintChunks),
              minChunks: 2,
              name: 'first-paint-libraries',
              chunks: 'async',
              priority: 20,
              enforce: true,
            },
            // The libraries the screen a member opens most renders with (antd's components and their engines)
            // come in one chunk rather than one per component: each chunk is a script element webpack's
            // runtime adds, which costs the main thread as much as evaluating a small module. A section or
            // dialog opened later loads only what the dashboard has not.
            dashboardLibraries: {
              test: libraryOfChunks(dashboardChunks),
              name: 'dashboard-libraries',
              chunks: 'async',
              priority: 15,
              enforce: true,
            },
            // A library module that twenty or more of an app's chunks need (antd's config provider, theme,
            // motion and popup engine, Button, Tooltip: every antd entry point the shell shares starts with
            // them) goes into one chunk. Left to the defaults, they came in a dozen chunks per component,
            // and those under splitChunks' 20 KB minimum were copied into each chunk that needed them: the
            // event dashboard loaded 61 scripts, three of them carrying the same overflow list.
            commonLibraries: {
              test: isLibrary,
              minChunks: 20,
              name: 'common-libraries',
              chunks: 'async',
              priority: 10,
              enforce: true,
            },
            // A piece of antd's stylesheet that several chunks need comes in one stylesheet of its own rather
            // than copied into each chunk's (splitChunks copies modules under its minimum size): a page that
            // loaded two of those chunks parsed the same rules twice.
            sharedStylesheets: {
              test: (module) => module.type.startsWith('css') && isLibrary(module),
              type: /^css/,
              minChunks: 2,
              chunks: 'async',
              priority: 5,
              enforce: true,
            },
          },
        },
        // JavaScript is minified by swc rather than webpack's default terser: the same size within a few per
        // cent in a third of the time, and every start after a change and every CI run builds five apps.
        // The host's page is minified by HtmlWebpackPlugin before the prerender goes in. webpack's own HTML
        // minimizer runs after that and would rewrite the prerendered markup (its <style> too), which React
        // must then hydrate exactly as it rendered it.
        minimizeOptions: { javascript: false, ...(host && prerender ? { html: false } : {}) },
        minimizer: [
          '...',
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 } },
            // As webpack's own minimizer: license comments stay in their chunks, no .LICENSE.txt beside them.
            extractComments: false,
          }),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(dir, { providesAntd: host || !production, host }),
          // A share is taken from what the page has loaded or registered (the shell provides antd), not
          // after initialising every registered remote to compare versions ('version-first', the default):
          // opening one section would load the others' entries, and fail while any of them was down.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // A production remote runs on the host's federation runtime instead of carrying its own (28 of the
          // 38 KB its entry took, gzip, on every section's first opening): the host hands it over
          // (federation-runtime-provider.mjs). A remote's development build keeps its own for its standalone
          // page. Module Federation's provideExternalRuntime does the same but bundled a second runtime.
          // The runtime is built for browsers only: its Node.js loading goes (2 KB gzip off the entry).
          experiments: { externalRuntime: production && !host, optimization: { target: 'web' } },
          runtimePlugins: host ? [require.resolve('./federation-runtime-provider.mjs')] : [],
        }),
        host &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'src', 'index.html'),
            title,
            publicPath: '/',
          }),
        host && prerender && new PrerenderPlugin({ module: prerender, root: production }),
        ...(host ? installableApp(dir, production) : []),
        // Every script but the entry is compiled eagerly, off the main thread (see the plugin). The entry holds
        // the federation runtime, most of which a page never calls, and is compiled on the main thread as the
        // page is parsed. The service worker runs elsewhere.
        production && new CompileHintsPlugin({ exclude: [/^main\.js$/, /^sw\.js$/] }),
        ...(production ? precompressed() : []),
        standalone &&
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'standalone.html'),
            title: `${title} (standalone)`,
            chunks: ['standalone'],
            publicPath: '/',
          }),
      ].filter(Boolean),
      devServer: {
        port: devPort,
        historyApiFallback: host || standalone,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy,
      },
    };
  };
}

module.exports = { federatedApp, sideEffectFreeLibraries };
