const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const shared = require('./shared-modules.cjs');

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
 * The webpack configuration of a federated app: the shell (host) or a remote. Each app keeps its own
 * webpack.config.cjs calling this, so it builds, serves and deploys on its own.
 */
function federatedApp({ name, dir, port, exposes, host = false, title = 'Gatherly', proxy }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: path.join(dir, 'src', 'index.ts'),
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
      module: { rules: [swcRule] },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared,
          manifest: true,
          dts: false,
        }),
        host &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'src', 'index.html'),
            title,
            publicPath: '/',
          }),
      ].filter(Boolean),
      devServer: {
        port,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy,
      },
    };
  };
}

module.exports = { federatedApp };
