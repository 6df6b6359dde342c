const path = require('node:path');
const { federatedApp } = require('@gatherly/tooling');

module.exports = federatedApp({
  name: 'shell',
  dir: __dirname,
  port: 8080,
  host: true,
  title: 'Gatherly',
  // The landing page is in the HTML itself: a visitor's first paint needs no script (src/prerender).
  prerender: path.join(__dirname, 'src', 'prerender', 'prerender-page.tsx'),
  // The landing page and the signed-in frame paint before antd loads (src/index.ts, src/routes.tsx).
  firstPaintChunks: ['bootstrap', 'signed-in-frame'],
  // What they render with, shared with the sections: React with its scheduler, and the query library.
  firstPaintPackages: ['react', 'react-dom', 'scheduler', '@tanstack/react-query', '@tanstack/query-core'],
  // The signed-in app with the event dashboard, and the dashboard's panels below its first screen.
  dashboardChunks: ['signed-in-app', 'dashboard-panels'],
});
