const { URLSearchParams } = require('node:url');
const { antdStylesheetPieces } = require('./antd-stylesheet.cjs');

/**
 * antd's static stylesheet asked for by piece (see antd-stylesheet.cjs): `antd.css?component=<prefix>`
 * is that component's rules, `antd.css?shared` what every component needs. An import of the whole file,
 * without a query, stays the whole file.
 */
module.exports = function antdStylesheetLoader(source) {
  const query = new URLSearchParams(this.resourceQuery);
  const prefix = query.get('component');
  if (!query.has('shared') && prefix === null) return source;
  const pieces = antdStylesheetPieces(this.resourcePath);
  return prefix === null ? pieces.shared : (pieces.components.get(prefix) ?? '');
};
