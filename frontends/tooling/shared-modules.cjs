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

/** The share configuration of the app in `appDir`. */
function sharedModules(appDir) {
  return {
    react: singleton('^19.3.0'),
    'react/jsx-runtime': singleton('^19.3.0'),
    'react-dom': singleton('^19.3.0'),
    'react-dom/client': singleton('^19.3.0'),
    'react-router-dom': singleton('^7.18.0'),
    '@tanstack/react-query': singleton('^5.108.0'),
    antd: singleton('^6.6.0'),
    ...sdk(appDir),
  };
}

module.exports = { sharedModules };
