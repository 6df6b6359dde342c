const { ANTD_REEXPORT } = require('./shared-modules.cjs');

/**
 * antd's index re-exports its entry points by relative path ('./button'); webpack matches a share by the
 * request as written, so the index is made to ask for them by package path ('antd/es/button'), the names
 * they are shared under (see shared-modules.cjs).
 *
 * webpack builds only the re-exports an app uses, and an app provides only the shares it builds. The host
 * (`provideAll`) must provide every entry point, for the remotes: its index also names each in an unused
 * `import()`, which builds and provides it without loading it or adding it to any chunk of the page.
 */
module.exports = function antdIndexLoader(source) {
  const { provideAll = false } = this.getOptions();
  const folders = [];
  const rewritten = source.replace(ANTD_REEXPORT, (line, folder) => {
    folders.push(folder);
    return line.replace(`'./${folder}'`, `'antd/es/${folder}'`);
  });
  if (!provideAll) return rewritten;
  const loaders = folders.map((folder) => `() => import('antd/es/${folder}')`).join(',\n  ');
  return `${rewritten}\nexport const providedEntryPoints = [\n  ${loaders},\n];\n`;
};
