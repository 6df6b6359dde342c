const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'costs',
  dir: __dirname,
  port: 3105,
  // `npm start` serves the built remote on `port`; the dev server (with the standalone page) runs beside it.
  devPort: 4105,
  title: 'Costs',
  exposes: { './Section': './src/section.tsx' },
});
