/** Browser tests: Debian's Chromium driven by playwright-core against the app as `npm start` runs it. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.browser-spec.ts'],
  // Releasing a section points everyone's photos section at another build for a while: it runs on its own
  // (jest.release.config.cjs). The rest run three at a time: a test spends much of its time waiting on the
  // app, e-mail and animations, which a third worker fills on 2 cores without starving the others.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/release\\.browser-spec\\.ts$'],
  maxWorkers: 3,
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // The web server (release test) needs @fastify/static's content-disposition, ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static|content-disposition)/)'],
  globalSetup: '<rootDir>/support/start-app.ts',
  globalTeardown: '<rootDir>/support/stop-app.ts',
  setupFilesAfterEnv: ['<rootDir>/support/no-browser-problems.ts'],
  testTimeout: 60_000,
};
