const { Compilation, sources } = require('webpack');

/** V8's explicit compile hint (Chrome 136): compile every function of the file as the file is parsed. */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks an app's scripts for eager compilation. V8 compiles a function lazily, on the main thread, the
 * first time it is called; a webpack chunk's module factories are all called when its modules are first
 * required, so on a slow phone the event dashboard's first require of its screens spent most of a long task
 * compiling (the profile's self time in webpack's require). With the hint, V8 compiles them on a background
 * thread while the script streams in. Added after minification, which drops comments, and before the real
 * content hashes are computed.
 */
class CompileHintsPlugin {
  constructor({ exclude = [] } = {}) {
    this.exclude = exclude;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js') || this.exclude.some((pattern) => pattern.test(name))) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(ALL_FUNCTIONS_CALLED_ON_LOAD, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
