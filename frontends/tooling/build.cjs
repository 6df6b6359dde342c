#!/usr/bin/env node
/**
 * Builds the app in the current folder with its webpack.config.cjs through webpack's Node API:
 * `node ../tooling/build.cjs [--mode development]`. One app at a time, independently deployable.
 */
const path = require('node:path');
const webpack = require('webpack');

const mode = process.argv.includes('--mode') ? process.argv[process.argv.indexOf('--mode') + 1] : 'production';
const factory = require(path.resolve('webpack.config.cjs'));
const config = factory({}, { mode });

webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  if (stats.hasErrors()) {
    for (const problem of info.errors ?? []) console.error(problem.message);
    process.exit(1);
  }
  const bytes = (info.assets ?? []).reduce((sum, asset) => sum + asset.size, 0);
  console.warn(
    `${config.output.uniqueName}: built ${info.assets?.length ?? 0} files (${Math.round(bytes / 1024)} KB) into ${config.output.path}`,
  );
});
