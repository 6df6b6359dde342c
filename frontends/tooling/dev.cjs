#!/usr/bin/env node
/** Serves the app in the current folder with webpack-dev-server, for working on it alone. */
const path = require('node:path');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

const config = require(path.resolve('webpack.config.cjs'))({}, { mode: 'development' });
const server = new WebpackDevServer(config.devServer, webpack(config));
void server.start();
