const { ANTD_REEXPORT } = require('./shared-modules.cjs');

/**
 * antd's index re-exports its entry points by relative path ('./button'); webpack matches a share by the
 * request as written, so a remote's index is made to ask for them by package path ('antd/es/button'), the
 * names they are shared under (see shared-modules.cjs), and each import of a remote's reaches the host's
 * copy through the federation runtime.
 *
 * The host (`provideAll`) keeps the relative paths: its own code imports antd as any library, bundled and
 * loaded by webpack alone, while it provides every entry point for the remotes (consumed through the
 * runtime as well, each entry point the dashboard renders would be resolved, version-checked and loaded as
 * a chunk of its own). Both reach the same modules of the same build (one file, one module id, one
 * instance in webpack's module cache), so the page still holds one antd. The index names each entry point in an unused `import()` by package path,
 * which builds and provides it without loading it.
 */
module.exports = function antdIndexLoader(source) {
  const { provideAll = false } = this.getOptions();
  if (!provideAll)
    return source.replace(ANTD_REEXPORT, (line, folder) => line.replace(`'./${folder}'`, `'antd/es/${folder}'`));
  const loaders = [...source.matchAll(ANTD_REEXPORT)]
    .map(([, folder]) => `() => import('antd/es/${folder}')`)
    .join(',\n  ');
  return `${source}\nexport const providedEntryPoints = [\n  ${loaders},\n];\n`;
};
