/**
 * `node -r ./test/support/register-ts.js src/cli.ts` runs the TypeScript sources the way jest compiles
 * them, so an end-to-end test can run a command-line entry point as a real process without a build.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- `node -r` preloads CommonJS only. */
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
