import { createRequire } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const { routerExports } = createRequire(import.meta.url)('./frontends/tooling/shared-modules.cjs');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-migrations/**',
      '**/coverage/**',
      '.data/**',
      'e2e/.release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // The web apps share only the part of React Router that frontends/tooling/react-router-dom.js re-exports,
    // and load code on demand with a loader that retries a failure.
    files: ['frontends/**/*.ts', 'frontends/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: routerExports(),
              message: 'Add it to frontends/tooling/react-router-dom.js first: the apps share only what it re-exports.',
            },
            {
              name: 'react-router',
              message: "Import from 'react-router-dom', the router the apps share (a second copy has its own context).",
            },
            {
              name: 'react',
              importNames: ['lazy'],
              message: "Use lazyRetrying from '@gatherly/shared': React keeps a failed load for good.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // A one-line text cut with an ellipsis must keep its whole text somewhere a person can reach it.
          selector:
            "JSXOpeningElement:has(> JSXAttribute[name.name='ellipsis'][value=null]):not(:has(> JSXAttribute[name.name='title']))",
          message: 'Give a text cut with `ellipsis` a `title` holding its whole text.',
        },
      ],
    },
  },
  {
    // Decorator metadata needs the runtime class for injected and validated types.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    // Configuration and tooling files that Node loads as CommonJS.
    files: ['**/*.cjs', 'backend/jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Benchmarks and scripts print their results.
    files: ['**/bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
