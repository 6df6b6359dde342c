import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

interface WebServer {
  shellApp: (options: {
    root: string;
    apiUrl: string;
    remotes: { json?: string; file?: string };
    trustProxy?: string;
  }) => FastifyInstance;
  remoteApp: (options: { root: string }) => FastifyInstance;
}
// The server `npm start` runs and each web app's container runs (frontends/Dockerfile).
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { shellApp, remoteApp } = require('../../../frontends/tooling/web-server.cjs') as WebServer;

export const INLINE_SCRIPTS = ['(function(){document.documentElement.dataset.theme="dark"})()', 'window.ready = 1;\n'];
export const PAGE =
  '<!doctype html><html><head><script defer src="/main.js"></script>' +
  INLINE_SCRIPTS.map((script, index) =>
    index ? `<script type="text/javascript">${script}</script>` : `<script>${script}</script>`,
  ).join('') +
  '<style>#root{min-height:100vh}</style></head><body><div id="root"><h1>Gatherly fixture</h1></div></body></html>';
export const CHUNK = `console.log(${JSON.stringify('a fairly compressible chunk '.repeat(400))});`;
/** A chunk the build compressed, beside its brotli and gzip copies (as webpack.cjs writes them). */
export const PRECOMPRESSED_CHUNK = 'precompressed.abcdef0123.js';
export const PRECOMPRESSED = {
  br: brotliCompressSync(CHUNK, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gzip: gzipSync(CHUNK, { level: constants.Z_BEST_COMPRESSION }),
};
const REMOTE_MAP = JSON.stringify({
  photos: '/sections/photos/mf-manifest.json',
  travel: 'https://cdn.example.com/travel/mf-manifest.json',
});

export const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * A build folder: a page with inline scripts, an entry, a content-hashed chunk (another with its compressed
 * copies), an image, a content-hashed image, a federation manifest, a service worker and a web app manifest.
 */
function buildFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'gatherly-web-'));
  writeFileSync(join(folder, 'index.html'), PAGE);
  writeFileSync(join(folder, 'main.js'), CHUNK);
  writeFileSync(join(folder, 'app.0123456789.js'), CHUNK);
  writeFileSync(join(folder, PRECOMPRESSED_CHUNK), CHUNK);
  writeFileSync(join(folder, `${PRECOMPRESSED_CHUNK}.br`), PRECOMPRESSED.br);
  writeFileSync(join(folder, `${PRECOMPRESSED_CHUNK}.gz`), PRECOMPRESSED.gzip);
  writeFileSync(join(folder, 'photo.png'), Buffer.alloc(8192, 7));
  writeFileSync(join(folder, 'screen.0123456789.webp'), Buffer.alloc(4096, 7));
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ id: 'photos', padding: 'x'.repeat(2048) }));
  writeFileSync(join(folder, 'sw.js'), CHUNK);
  writeFileSync(join(folder, 'manifest.webmanifest'), JSON.stringify({ name: 'Gatherly', start_url: '/' }));
  return folder;
}

interface Received {
  headers: IncomingHttpHeaders;
  url: string;
  bytes: number;
  /** Ended before its body did. */
  abandoned?: boolean;
}

/**
 * A stand-in for the API: records what reached it. Like the real one (Fastify's body limit, the upload
 * route's size check), it answers a body declared over 10 MB with a 413 before reading it, and closes.
 */
function standInApi(received: Received[]): Promise<Server> {
  const server = createServer((incoming, response) => {
    incoming.on('close', () => {
      if (!incoming.complete)
        received.push({ headers: incoming.headers, url: incoming.url!, bytes: 0, abandoned: true });
    });
    if (Number(incoming.headers['content-length']) > 10 * 1024 * 1024) {
      response.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
      response.end(JSON.stringify({ statusCode: 413, message: 'Request body is too large' }));
      return;
    }
    let bytes = 0;
    incoming.on('data', (chunk: Buffer) => (bytes += chunk.length));
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, url: incoming.url!, bytes });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ bytes }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// What the web server test files share, set by the beforeAll that useWebServers registers.
export const received: Received[] = [];
export let build: string;
let api: Server;
export let shell: FastifyInstance;
export let remote: FastifyInstance;

/**
 * Before a web server test file's tests: a build folder, a stand-in API recording what reaches it (in
 * `received`), and a shell and a remote serving the folder; all stopped after. Call it once, at the top
 * of the file's describe.
 */
export function useWebServers(): void {
  beforeAll(async () => {
    build = buildFolder();
    api = await standInApi(received);
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    shell = shellApp({ root: build, apiUrl, remotes: { json: REMOTE_MAP } });
    remote = remoteApp({ root: build });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    await remote.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await shell.close();
    await remote.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(build, { recursive: true, force: true });
  });
}
