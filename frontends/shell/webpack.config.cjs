const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'shell',
  dir: __dirname,
  port: 8080,
  host: true,
  title: 'Gatherly',
  // In development the API runs on its own port; `npm start` serves everything from one origin instead.
  proxy: [{ context: ['/api', '/objects'], target: 'http://localhost:3000' }],
});
