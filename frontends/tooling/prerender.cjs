const { readFileSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Lets Node require the apps' TypeScript sources (and the SDK's, which ships as source), compiled the way
 * the bundles and the tests compile them.
 */
function requireTypeScript(file) {
  const { transformSync } = require('@swc/core');
  const compile = (module, filename) => {
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      filename,
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
  for (const extension of ['.ts', '.tsx']) require.extensions[extension] ??= compile;
  return require(file);
}

/** The address of the script webpack wrote for the chunk named `name`, as the page (served at /) loads it. */
function chunkUrl(compilation, name) {
  const script = [...(compilation.namedChunks.get(name)?.files ?? [])].find((file) => file.endsWith('.js'));
  if (!script) throw new Error(`The prerendered page needs the chunk "${name}", which this build has not written`);
  return `/${script}`;
}

/**
 * Writes build-time markup into a host's index.html: `module` exports prerenderPage(chunkUrl) → { head, root }
 * (chunkUrl(name) is where the build wrote the chunk named `name`);
 * head goes at the end of <head>, root into the empty #root (production only: the development server
 * would keep serving a stale prerender, as Node caches the modules). Done after HtmlWebpackPlugin's
 * minifier, which would collapse whitespace and comments of markup that React must hydrate as it is.
 */
class PrerenderPlugin {
  constructor({ module, root }) {
    this.module = module;
    this.root = root;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PrerenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('PrerenderPlugin', (data) => {
        const { head, root } = requireTypeScript(this.module).prerenderPage((name) => chunkUrl(compilation, name));
        if (!data.html.includes('</head>') || !data.html.includes(EMPTY_ROOT)) {
          throw new Error(`${data.outputName} needs a </head> and an empty ${EMPTY_ROOT} to prerender into`);
        }
        // Replacer functions: the markup may hold `$` sequences that a replacement string would expand.
        let html = data.html.replace('</head>', () => `${head}</head>`);
        if (this.root) html = html.replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`);
        return { ...data, html };
      });
    });
  }
}

module.exports = { PrerenderPlugin };
