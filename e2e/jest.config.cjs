/** Browser tests: Debian's Chromium driven by playwright-core against the app as `npm start` runs it. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.browser-spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/support/start-app.ts',
  globalTeardown: '<rootDir>/support/stop-app.ts',
  testTimeout: 60_000,
};
