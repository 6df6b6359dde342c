const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'photos',
  dir: __dirname,
  port: 3101,
  exposes: { './Section': './src/section.tsx' },
});
