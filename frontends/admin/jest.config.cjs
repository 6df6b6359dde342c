module.exports = { ...require('@gatherly/tooling/jest.preset.cjs'), rootDir: __dirname };
