const preset = require('@gatherly/tooling/jest.preset.cjs');

// The public-surface check (surface/) is a Node tool beside the SDK's own sources.
module.exports = { ...preset, rootDir: __dirname, testMatch: [...preset.testMatch, '<rootDir>/surface/**/*.test.ts'] };
