const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'shell',
  dir: __dirname,
  port: 8080,
  host: true,
  title: 'Gatherly',
});
