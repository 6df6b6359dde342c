/** Deployment checks: the compose file, the Dockerfiles, the reverse proxy's configuration, the web server. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // The web server's @fastify/static needs content-disposition, which ships as ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static|content-disposition)/)'],
  testTimeout: 60_000,
};
