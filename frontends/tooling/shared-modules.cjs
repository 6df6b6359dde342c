const fs = require('node:fs');
const path = require('node:path');

/**
 * The modules every federated app shares as singletons: one React, one router, one antd, one query
 * client library and one SDK in the page.
 */
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/**
 * The SDK's public surface is versioned (frontends/shared/public-surface.json): an app offers the SDK
 * version it was built against — the one its own folder resolves — and accepts any later version of the
 * same major, so a remote built against an older 1.x runs on the shell's newer 1.y.
 */
function sdk(appDir) {
  const { version } = require(require.resolve('@gatherly/shared/package.json', { paths: [appDir] }));
  const entry = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  return { '@gatherly/shared': entry, '@gatherly/shared/ui': entry };
}

const ANTD_RANGE = '^6.6.0';

/**
 * antd is shared by its component entry points (antd/es/button, antd/es/modal, …), not as one module: a
 * shared module is loaded whole, and all of antd is about 1.6 MB minified, while the event dashboard's
 * first render needs a fraction of it. The apps keep importing from 'antd': its index only re-exports the
 * entry points, has no side effects and reaches them by package path (antd-index-loader.cjs), so webpack
 * sends each import to its entry point's share. Each component then loads with the first screen or dialog
 * that renders it.
 *
 * There must still be one copy of antd's internals in the page (one ConfigProvider context, one theme):
 * the host provides every entry point, and a production remote provides none (`import: false`), so every
 * antd module a remote renders is the host's. The host's own screens do not go through these shares: they
 * import the same modules directly (antd-index-loader.cjs). A remote's development build keeps its own
 * antd, for its standalone page.
 */
function antdEntryPoints(appDir, { provides }) {
  const { version } = require(require.resolve('antd/package.json', { paths: [appDir] }));
  const entry = { singleton: true, requiredVersion: ANTD_RANGE, version, ...(provides ? {} : { import: false }) };
  return Object.fromEntries(antdEntryFolders(appDir).map((folder) => [`antd/es/${folder}`, entry]));
}

/** The folders of antd's entry points, as its index re-exports them. */
function antdEntryFolders(appDir) {
  const index = fs.readFileSync(require.resolve('antd/es/index.js', { paths: [appDir] }), 'utf8');
  return [...index.matchAll(ANTD_REEXPORT)].map(([, folder]) => folder);
}

const ANTD_REEXPORT = /^export \{ default as \w+ \} from '\.\/([\w-]+)';$/gm;

/** The module shared as 'react-router-dom': the part of React Router the apps use. */
const ROUTER_SUBSET = path.join(__dirname, 'react-router-dom.js');

/** The names ROUTER_SUBSET re-exports, the only ones an app may import from 'react-router-dom'. */
function routerExports() {
  const [, names] = fs.readFileSync(ROUTER_SUBSET, 'utf8').match(/export \{([^}]+)\} from 'react-router';/);
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** React Router as one singleton, built from ROUTER_SUBSET; offered as the react-router-dom version in use. */
function router(appDir) {
  const { version } = require(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
  // By package request: a path would be provided in every child compilation too (the page's, the worker's).
  return { singleton: true, requiredVersion: '^7.18.0', version, import: '@gatherly/tooling/react-router-dom' };
}

/**
 * The share configuration of the app in `appDir`. `providesAntd` is false for a production remote:
 * it renders the host's antd (see antdEntryPoints).
 *
 * The `host` takes its singletons without a version check: for a singleton the check decides only whether
 * to log a warning (the version taken is the same), and Module Federation's semver parser, which builds its
 * regular expressions anew on each call, ran in the long task that starts the page. A remote keeps its
 * ranges, so a section built against an incompatible React or SDK still says so.
 */
function sharedModules(appDir, { providesAntd = true, host = false } = {}) {
  const shares = {
    react: singleton('^19.3.0'),
    'react/jsx-runtime': singleton('^19.3.0'),
    'react-dom': singleton('^19.3.0'),
    'react-dom/client': singleton('^19.3.0'),
    'react-router-dom': router(appDir),
    '@tanstack/react-query': singleton('^5.108.0'),
    ...antdEntryPoints(appDir, { provides: providesAntd }),
    ...sdk(appDir),
  };
  if (!host) return shares;
  return Object.fromEntries(
    Object.entries(shares).map(([name, share]) => [name, { ...share, requiredVersion: false }]),
  );
}

module.exports = { sharedModules, routerExports, ANTD_REEXPORT };
