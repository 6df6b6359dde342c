const { prefixesNamedIn } = require('./antd-stylesheet.cjs');

/**
 * Each module of antd that names a component's class prefix (getPrefixCls('btn')) imports that component's
 * piece of antd's static stylesheet (antd-stylesheet.cjs), so the rules come to the page with the chunk
 * that renders the component; the config provider, which every antd screen renders within, imports the
 * piece they all share. `stylesheet` is the path of antd.css.
 */
module.exports = function antdComponentStylesLoader(source) {
  const { stylesheet } = this.getOptions();
  const requests = prefixesNamedIn(source).map((prefix) => `${stylesheet}?component=${prefix}`);
  if (/[\\/]config-provider[\\/]index\.js$/.test(this.resourcePath)) requests.unshift(`${stylesheet}?shared`);
  if (requests.length === 0) return source;
  return `${requests.map((request) => `import ${JSON.stringify(request)};`).join('\n')}\n${source}`;
};
