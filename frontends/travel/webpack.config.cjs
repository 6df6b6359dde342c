const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'travel',
  dir: __dirname,
  port: 3102,
  exposes: { './Section': './src/section.tsx' },
});
