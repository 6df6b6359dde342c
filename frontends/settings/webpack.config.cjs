const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'settings',
  dir: __dirname,
  port: 3104,
  exposes: { './Section': './src/section.tsx' },
});
