const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'members',
  dir: __dirname,
  port: 3103,
  // `npm start` serves the built remote on `port`; the dev server (with the standalone page) runs beside it.
  devPort: 4103,
  title: 'Event Members',
  exposes: { './Section': './src/section.tsx' },
});
