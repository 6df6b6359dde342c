const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'members',
  dir: __dirname,
  port: 3103,
  exposes: { './Section': './src/section.tsx' },
});
