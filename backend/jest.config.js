/**
 * Nest 12 ships as ES modules; jest runs CommonJS, so @swc/jest also compiles those packages.
 * Four projects: unit tests (no services; a few start small child processes), the repositories'
 * integration tests against the real PostgreSQL, end-to-end tests against the real services, and the
 * slow embedded-mode boot.
 */
const { randomBytes } = require('node:crypto');

// One name per run for the test database and the queue keys, so two runs on one machine (a developer's
// and CI's) never share state. Inherited by every test file and child process.
process.env.GATHERLY_TEST_RUN ??= randomBytes(4).toString('hex');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [
    // openapi-typescript (CommonJS) requires parse-json, index-to-position, supports-color and change-case (ESM);
    // the OpenID provider and client and their JOSE libraries are ESM too.
    '/node_modules/(?!(@nestjs|@fastify/cookie|@fastify/static|content-disposition|cookie|file-type|load-esm|uid|token-types|strtok3|@tokenizer|uint8array-extras|@borewit|parse-json|index-to-position|supports-color|change-case|oidc-provider|openid-client|oauth4webapi|jose)/)',
  ],
};

module.exports = {
  testTimeout: 30000,
  projects: [
    // The benchmarks' own tools (a load generator that must pace as it says) are unit-tested beside them.
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/bench/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/embedded-mode\\.e2e-spec\\.ts$'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      testTimeout: 30000,
    },
    {
      // The repositories against the real PostgreSQL: the tier between the unit tests and the HTTP tests.
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      // Needs neither the test database nor Redis: it starts its own embedded PostgreSQL.
      ...shared,
      displayName: 'embedded',
      testMatch: ['<rootDir>/test/embedded-mode.e2e-spec.ts'],
      testTimeout: 60000,
    },
  ],
};
