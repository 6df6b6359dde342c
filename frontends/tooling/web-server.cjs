#!/usr/bin/env node
/**
 * Serves built web apps with Fastify. `node web-server.cjs` runs them the way `npm start` does: the shell
 * at WEB_PORT (8080) with /api and /objects passed to the API, /remotes.json from the runtime remote map,
 * and each remote's build on its own port with CORS. `node web-server.cjs <app>` serves one app's build
 * alone (WEB_ROOT, PORT, API_URL), as its container does. WEB_TRUST_PROXY names the proxies in front whose
 * X-Forwarded-* headers are believed (none by default).
 */
const path = require('node:path');
const fastify = require('fastify');
const compress = require('@fastify/compress');
const helmet = require('@fastify/helmet');
const fastifyStatic = require('@fastify/static');
const { apiProxy } = require('./api-proxy.cjs');
const { REMOTES, contentSecurityPolicy, pageReader, remoteMap, remoteOrigins } = require('./shell-page.cjs');

const FRONTENDS = path.resolve(__dirname, '..');
const HASHED = /\.[0-9a-f]{10}\.(js|css|webp)(\.(br|gz))?$/;
const HSTS = 'max-age=31536000; includeSubDomains';

/** Browsers ignore HSTS over plain http; over https it keeps them there. */
function strictTransportSecurity(request, reply, done) {
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  done();
}

/**
 * What every app shares: brotli or gzip for what compresses (scripts, styles, JSON, HTML, SVG; not images),
 * request bodies passed on as they came. Malformed URLs (bad percent-encoding, NUL, `..`, longer than
 * Node's 16 KB header limit) are Fastify's and @fastify/static's 400, 403 or 431, never an exception.
 */
function webApp(trustProxy = process.env.WEB_TRUST_PROXY || false) {
  const app = fastify({ logger: { level: 'warn' }, trustProxy });
  app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  return app;
}

/** A scope whose answers carry helmet's headers (HSTS only over https, see above). */
function securedSite(headers, routes) {
  return async (site) => {
    await site.register(helmet, { ...headers, hsts: false });
    site.addHook('onRequest', strictTransportSecurity);
    routes(site);
  };
}

/**
 * Headers that only a document acts on (framing, opener, agent cluster, DNS prefetch, legacy IE and Flash
 * switches). A page loads dozens of chunks, each carrying them for nothing: about 300 of the 700 bytes a
 * chunk's headers took, which a phone on HTTP/1.1 receives uncompressed, once per chunk. The referrer
 * policy stays: a worker's script sets it for the requests the worker makes.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A content-hashed chunk is never revalidated, so its validators and range support go too. */
const UNUSED_BY_IMMUTABLE_FILES = [...DOCUMENT_ONLY_HEADERS, 'etag', 'last-modified', 'accept-ranges'];

/**
 * Content-hashed chunks and images (webpack.cjs names both so) never change under their name and go out with
 * only the headers a script, style or image uses (type, encoding, caching, nosniff, referrer and resource
 * policy, CORS); everything else is revalidated.
 * A file the build compressed (webpack.cjs) goes out as that copy, brotli or gzip as the browser accepts.
 */
function staticFiles(root) {
  return {
    root,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      if (!HASHED.test(file)) return reply.header('cache-control', 'no-cache');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      // helmet wrote its headers straight onto the response at onRequest.
      for (const name of UNUSED_BY_IMMUTABLE_FILES) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    },
  };
}

const SHELL_HEADERS = {
  contentSecurityPolicy: false,
  frameguard: { action: 'deny' },
  // The Google sign-in popup hands the token back through window.opener.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/** The page with the policy that goes with it: the build's inline-script hashes, the remotes' origins. */
function pageSender(root, remotes) {
  const readPage = pageReader(root);
  return async (request, reply) => {
    const page = await readPage().catch(() => null);
    if (!page) return reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build');
    const origin = `${request.protocol}://${request.host}`;
    // A map that does not parse costs the sections, not the page: /remotes.json reports it.
    const origins = await remoteMap(request.hostname, remotes)
      .then((map) => remoteOrigins(map, origin))
      .catch(() => []);
    const https = request.protocol === 'https';
    const policy = contentSecurityPolicy({ scriptHashes: page.scriptHashes, remotes: origins, https });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .send(page.html);
  };
}

function remoteMapSender(remotes) {
  return async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      return await remoteMap(request.hostname, remotes);
    } catch (error) {
      return reply.code(500).send({ statusCode: 500, message: `The remote map is not valid: ${error.message}` });
    }
  };
}

/** The shell: its page for every route of the single-page app, /remotes.json, the API behind it. */
function shellApp({
  root = path.join(FRONTENDS, 'shell', 'dist'),
  apiUrl,
  remotes = { json: process.env.REMOTE_MAP, file: process.env.REMOTE_MAP_FILE },
  trustProxy,
}) {
  const sendPage = pageSender(root, remotes);
  const app = webApp(trustProxy);
  app.register(apiProxy, { apiUrl });
  app.register(
    securedSite(SHELL_HEADERS, (site) => {
      site.get('/remotes.json', remoteMapSender(remotes));
      site.get('/', sendPage);
      // index.html goes out only as the page, with its policy.
      site.register(fastifyStatic, { ...staticFiles(root), allowedPath: (pathName) => pathName !== '/index.html' });
      site.setNotFoundHandler((request, reply) =>
        ['GET', 'HEAD'].includes(request.method)
          ? sendPage(request, reply)
          : reply.code(404).send({ statusCode: 404, message: 'Not found', error: 'Not Found' }),
      );
    }),
  );
  return app;
}

/** A remote: its build, fetched and loaded by the shell from another origin. */
function remoteApp({ root, trustProxy }) {
  const app = webApp(trustProxy);
  app.register(
    securedSite({ crossOriginResourcePolicy: { policy: 'cross-origin' } }, (site) => {
      site.addHook('onRequest', (_request, reply, done) => {
        reply.header('access-control-allow-origin', '*');
        done();
      });
      site.register(fastifyStatic, staticFiles(root));
    }),
  );
  return app;
}

/** Listens in the background, as node:http's listen() does: failing to (a port taken) is fatal. */
function listen(app, port) {
  app.listen({ port, host: '0.0.0.0' }).catch((error) => app.server.emit('error', error));
  return app.server;
}

function startShell(port, apiUrl, root) {
  return listen(shellApp({ root, apiUrl }), port);
}

function startRemote(port, root) {
  return listen(remoteApp({ root }), port);
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

module.exports = { startWeb, startRemote, shellApp, remoteApp, REMOTES };

if (require.main === module) {
  const app = process.argv[2];
  if (app) startApp(app);
  else {
    const port = Number(process.env.WEB_PORT ?? 8080);
    const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
    startWeb({ port, apiUrl });
    process.stdout.write(
      `web server listening on ${port} (API ${apiUrl}, remotes on ${Object.values(REMOTES).join(', ')})\n`,
    );
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
