const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'admin',
  dir: __dirname,
  port: 3106,
  // `npm start` serves the built remote on `port`; the dev server (with the standalone page) runs beside it.
  devPort: 4106,
  title: 'Operator console',
  exposes: { './Section': './src/section.tsx' },
});
