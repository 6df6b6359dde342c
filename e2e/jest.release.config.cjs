/** The release test alone, against an app of its own: see jest.config.cjs. */
const shared = require('./jest.config.cjs');

module.exports = {
  ...shared,
  testMatch: ['<rootDir>/release.browser-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
};
