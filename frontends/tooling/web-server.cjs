#!/usr/bin/env node
/**
 * Serves built web apps. `node web-server.cjs` runs them the way `npm start` does: the shell at WEB_PORT
 * (8080) with /api and /objects passed to the API, /remotes.json from the runtime remote map, and each
 * remote's build on its own port with CORS. `node web-server.cjs <app>` serves one app's build alone
 * (WEB_ROOT, PORT), as its container does. Plain node:http: a static server and a reverse proxy.
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const FRONTENDS = path.resolve(__dirname, '..');
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};
const REMOTES = { photos: 3101, travel: 3102, members: 3103, settings: 3104 };

/** Sends a file of a build folder; content-hashed chunks are cached for a year, the rest revalidated. */
function sendFile(response, root, urlPath, extraHeaders = {}) {
  const file = path.resolve(root, '.' + decodeURIComponent(urlPath));
  if (!file.startsWith(root + path.sep)) return false;
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const hashed = /\.[0-9a-f]{10}\.(js|css)$/.test(file);
  response.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  });
  fs.createReadStream(file).pipe(response);
  return true;
}

function proxy(request, response, target) {
  const upstream = http.request(
    { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 502, message: 'The API is not answering', error: 'Bad Gateway' }));
  });
  request.pipe(upstream);
}

/**
 * Each remote on its own port of this host, unless the deployment points some or all elsewhere: REMOTE_MAP
 * (JSON) fixed at start, or REMOTE_MAP_FILE, read on every request so a release needs no restart. An entry
 * may be a path of this origin (a reverse proxy serving each remote under its own path).
 */
function remoteMap(host) {
  const local = Object.fromEntries(
    Object.entries(REMOTES).map(([name, port]) => [name, `http://${host}:${port}/mf-manifest.json`]),
  );
  const configured = process.env.REMOTE_MAP_FILE
    ? fs.readFileSync(process.env.REMOTE_MAP_FILE, 'utf8')
    : process.env.REMOTE_MAP;
  return { ...local, ...(configured ? JSON.parse(configured) : {}) };
}

function sendRemoteMap(request, response) {
  const host = (request.headers.host ?? 'localhost').split(':')[0];
  let map;
  try {
    map = JSON.stringify(remoteMap(host));
  } catch (error) {
    response.writeHead(500, { 'Content-Type': TYPES['.json'] });
    return response.end(
      JSON.stringify({ statusCode: 500, message: `The remote map is not valid JSON: ${error.message}` }),
    );
  }
  response.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
  response.end(map);
}

function startShell(port, apiUrl, root = path.join(FRONTENDS, 'shell', 'dist')) {
  const api = new URL(apiUrl);
  return http
    .createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://local');
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/objects/'))
        return proxy(request, response, api);
      if (url.pathname === '/remotes.json') return sendRemoteMap(request, response);
      if (url.pathname !== '/' && sendFile(response, root, url.pathname)) return;
      // Every other path is a route of the single-page app.
      if (!sendFile(response, root, '/index.html')) {
        response.writeHead(503, { 'Content-Type': 'text/plain' });
        response.end('The web app is not built yet: run npm run build');
      }
    })
    .listen(port, '0.0.0.0');
}

function startRemote(port, root) {
  return http
    .createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://local');
      const cors = { 'Access-Control-Allow-Origin': '*' };
      if (!sendFile(response, root, url.pathname, cors)) {
        response.writeHead(404, { 'Content-Type': 'text/plain', ...cors });
        response.end('Not found');
      }
    })
    .listen(port, '0.0.0.0');
}

function startWeb({ port = 8080, apiUrl = 'http://127.0.0.1:3000', remotes = REMOTES } = {}) {
  const servers = { shell: startShell(port, apiUrl) };
  for (const [name, remotePort] of Object.entries(remotes))
    servers[name] = startRemote(remotePort, path.join(FRONTENDS, name, 'dist'));
  return servers;
}

/** One app's build alone: the shell or a remote, from WEB_ROOT (its build folder) on PORT. */
function startApp(app) {
  const port = Number(process.env.PORT ?? 8080);
  const root = path.resolve(process.env.WEB_ROOT ?? path.join(FRONTENDS, app, 'dist'));
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
  if (app === 'shell') startShell(port, apiUrl, root);
  else if (app in REMOTES) startRemote(port, root);
  else throw new Error(`Unknown app "${app}": shell or one of ${Object.keys(REMOTES).join(', ')}`);
  process.stdout.write(`${app} serves ${root} on port ${port}\n`);
}

module.exports = { startWeb, startRemote, REMOTES };

if (require.main === module) {
  const app = process.argv[2];
  if (app) startApp(app);
  else {
    const port = Number(process.env.WEB_PORT ?? 8080);
    const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
    startWeb({ port, apiUrl });
    process.stdout.write(
      `Gatherly is at http://localhost:${port} (API ${apiUrl}, remotes on ${Object.values(REMOTES).join(', ')})\n`,
    );
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
