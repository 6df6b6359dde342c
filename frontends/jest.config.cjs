const { testTimeout } = require('./tooling/jest.preset.cjs');

/**
 * Every web app's and the SDK's component tests in one run: one pool of workers for all of them, instead
 * of a cold jest per workspace (each workspace's own config still runs alone with `npm test` there).
 */
module.exports = {
  projects: ['shared', 'shell', 'photos', 'travel', 'members', 'settings', 'costs', 'admin', 'tooling'].map(
    (workspace) => `<rootDir>/${workspace}/jest.config.cjs`,
  ),
  // A run-wide setting: jest ignores a project's own.
  testTimeout,
};
