const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'photos',
  dir: __dirname,
  port: 3101,
  // `npm start` serves the built remote on `port`; the dev server (with the standalone page) runs beside it.
  devPort: 4101,
  title: 'Photo Gallery',
  exposes: { './Section': './src/section.tsx' },
});
