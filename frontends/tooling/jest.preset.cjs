/** Component and SDK tests: jsdom, TypeScript and JSX through swc. */
module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
        module: { type: 'commonjs' },
      },
    ],
    // An imported image is its file name, as webpack's asset modules make it an address.
    '\\.webp$': require.resolve('./image-module.cjs'),
  },
  // antd's icons and colours ship as ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component)/)'],
  // antd's first render takes seconds on a busy 2-core machine; 5 s would time out setup, not behaviour.
  testTimeout: 30_000,
  // jsdom lays nothing out: an imported stylesheet is an empty module.
  moduleNameMapper: { '\\.css$': require.resolve('./empty-module.cjs') },
  setupFilesAfterEnv: [require.resolve('./jest.setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
