/**
 * The modules every federated app shares as singletons: one React, one router, one antd, one query
 * client library and one SDK in the page. Versions come from the apps' package.json ranges.
 */
const sdkVersion = require('../shared/package.json').version;

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

module.exports = {
  react: singleton('^19.3.0'),
  'react/jsx-runtime': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/client': singleton('^19.3.0'),
  'react-router-dom': singleton('^7.18.0'),
  '@tanstack/react-query': singleton('^5.108.0'),
  antd: singleton('^6.6.0'),
  // The SDK's public surface is versioned: a remote built against an older 1.x still runs.
  '@gatherly/shared': { singleton: true, requiredVersion: `^${sdkVersion.split('.')[0]}.0.0`, version: sdkVersion },
  '@gatherly/shared/ui': { singleton: true, requiredVersion: `^${sdkVersion.split('.')[0]}.0.0`, version: sdkVersion },
};
