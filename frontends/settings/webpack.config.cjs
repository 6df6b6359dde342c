const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'settings',
  dir: __dirname,
  port: 3104,
  // `npm start` serves the built remote on `port`; the dev server (with the standalone page) runs beside it.
  devPort: 4104,
  title: 'Event Settings',
  exposes: { './Section': './src/section.tsx' },
});
