const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'travel',
  dir: __dirname,
  port: 3102,
  // `npm start` serves the built remote on `port`; the dev server (with the standalone page) runs beside it.
  devPort: 4102,
  title: 'Travel Coordination',
  exposes: { './Section': './src/section.tsx' },
});
