import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROOT } from './support/repository';

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
const { shellApp, remoteApp } = require('../../frontends/tooling/web-server.cjs') as WebServer;

const INLINE_SCRIPTS = ['(function(){document.documentElement.dataset.theme="dark"})()', 'window.ready = 1;\n'];
const PAGE =
  '<!doctype html><html><head><script defer src="/main.js"></script>' +
  INLINE_SCRIPTS.map((script, index) =>
    index ? `<script type="text/javascript">${script}</script>` : `<script>${script}</script>`,
  ).join('') +
  '<style>#root{min-height:100vh}</style></head><body><div id="root"><h1>Gatherly fixture</h1></div></body></html>';
const CHUNK = `console.log(${JSON.stringify('a fairly compressible chunk '.repeat(400))});`;
const REMOTE_MAP = JSON.stringify({
  photos: '/sections/photos/mf-manifest.json',
  travel: 'https://cdn.example.com/travel/mf-manifest.json',
});
const MALFORMED = [
  '/%E0%A4%A',
  '/%00',
  '/a%00.js',
  '/../package.json',
  '/%2e%2e/%2e%2e/package.json',
  `/${'a'.repeat(100_000)}`,
];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A build folder: a page with inline scripts, an entry, a content-hashed chunk, an image, a manifest. */
function buildFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'gatherly-web-'));
  writeFileSync(join(folder, 'index.html'), PAGE);
  writeFileSync(join(folder, 'main.js'), CHUNK);
  writeFileSync(join(folder, 'app.0123456789.js'), CHUNK);
  writeFileSync(join(folder, 'photo.png'), Buffer.alloc(8192, 7));
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ id: 'photos', padding: 'x'.repeat(2048) }));
  return folder;
}

/** The status line of a request written byte for byte, as no HTTP client would send it. */
function rawStatus(base: string, path: string): Promise<number> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(Number(answer.split(' ')[1])));
    socket.on('error', reject);
  });
}

/** The Content-Security-Policy as directive → sources. */
function policyOf(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '').split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
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

/**
 * What a browser on a slow line does: it uploads 11 MB in pieces over a second or more, and reads the
 * answer as soon as it comes. Resolves with what it saw, and whether its next request reused the connection.
 */
async function slowUpload(base: string, path: string): Promise<{ events: string[]; next: string }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = new URL(base);
  const events: string[] = [];
  try {
    await new Promise<void>((resolve) => {
      const upload = request({ port, host: '127.0.0.1', method: 'PUT', path, agent });
      upload.setHeader('Content-Length', 11 * 1024 * 1024);
      upload.on('response', (response) => {
        events.push(`answer ${response.statusCode}`);
        response.resume();
      });
      upload.on('error', (error: NodeJS.ErrnoException) => events.push(`error ${error.code}`));
      upload.on('close', resolve);
      // An upload nobody reads any more stalls: report that rather than wait for the test's time-out.
      upload.setTimeout(10_000, () => upload.destroy(Object.assign(new Error('stalled'), { code: 'STALLED' })));
      const piece = Buffer.alloc(256 * 1024, 1);
      let sent = 0;
      const send = () => {
        if (sent >= 11 * 1024 * 1024) {
          upload.end();
          return;
        }
        upload.write(piece);
        sent += piece.length;
        setTimeout(send, 5);
      };
      send();
    });
    const next = await new Promise<string>((resolve) => {
      const health = request({ port, host: '127.0.0.1', path: '/api/health', agent }, (response) =>
        response.resume().on('end', () => resolve(`${response.statusCode}${health.reusedSocket ? ' reused' : ''}`)),
      );
      health.on('error', (error: NodeJS.ErrnoException) => resolve(error.code!)).end();
    });
    return { events, next };
  } finally {
    agent.destroy();
  }
}

/** A port nothing listens on, for a server started in another process. */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

describe('The web server (frontends/tooling/web-server.cjs)', () => {
  const received: Received[] = [];
  let build: string;
  let api: Server;
  let shell: FastifyInstance;
  let remote: FastifyInstance;

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

  describe.each([
    ['shell', () => shell, '/'],
    ['remote', () => remote, '/mf-manifest.json'],
  ])('the %s', (_name, app, page) => {
    it.each(MALFORMED.map((path) => [path.slice(0, 40), path]))(
      'answers %s with a 4xx and keeps serving',
      async (_label, path) => {
        const status = await rawStatus(origin(app()), path);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
        expect((await fetch(`${origin(app())}${page}`)).status).toBe(200);
      },
    );

    it('compresses with brotli or gzip as the browser accepts, and leaves images alone', async () => {
      const chunk = `${origin(app())}/app.0123456789.js`;
      const brotli = await fetch(chunk, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      // fetch decodes what it negotiated.
      expect(await brotli.text()).toBe(CHUNK);
      const gzip = await fetch(chunk, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toBe(CHUNK);
      const plain = await fetch(chunk, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const image = await fetch(`${origin(app())}/photo.png`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(image.headers.get('content-encoding')).toBeNull();
    });

    it('caches content-hashed chunks for a year and revalidates the rest', async () => {
      const chunk = await fetch(`${origin(app())}/app.0123456789.js`);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${origin(app())}/main.js`)).headers.get('cache-control')).toBe('no-cache');
    });
  });

  describe("the shell's page", () => {
    it('carries a policy: scripts from itself, the remotes and the hashes of its inline scripts; no framing', async () => {
      const response = await fetch(`${origin(shell)}/events/42/photos`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(PAGE);
      const policy = policyOf(response.headers.get('content-security-policy'));
      const local = (port: number) => `http://127.0.0.1:${port}`;
      // photos is a path of the shell's own origin, travel on a CDN, the others on this host's ports.
      const remotes = ['https://cdn.example.com', local(3103), local(3104)];
      expect(policy['script-src']!.sort()).toEqual(["'self'", ...remotes, ...INLINE_SCRIPTS.map(sha256)].sort());
      expect(policy['connect-src']!.sort()).toEqual(["'self'", ...remotes].sort());
      expect(policy['style-src']).toEqual(expect.arrayContaining(["'self'", ...remotes]));
      expect(policy).toMatchObject({
        'default-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('is the only way index.html goes out', async () => {
      const response = await fetch(`${origin(shell)}/index.html`);
      expect(await response.text()).toBe(PAGE);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('follows the remote map file as a release edits it', async () => {
      const file = join(build, 'remotes.json');
      const app = shellApp({ root: build, apiUrl: 'http://127.0.0.1:9', remotes: { file } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        for (const cdn of ['https://one.example.net', 'https://two.example.net']) {
          writeFileSync(file, JSON.stringify({ photos: `${cdn}/photos/mf-manifest.json` }));
          const policy = policyOf((await fetch(`${origin(app)}/`)).headers.get('content-security-policy'));
          expect(policy['script-src']).toContain(cdn);
          expect(await (await fetch(`${origin(app)}/remotes.json`)).json()).toMatchObject({
            photos: `${cdn}/photos/mf-manifest.json`,
          });
        }
      } finally {
        await app.close();
      }
    });

    it('adds HSTS only for https, as told by a trusted proxy', async () => {
      const behindProxy = shellApp({ root: build, apiUrl: 'http://127.0.0.1:9', remotes: {}, trustProxy: '127.0.0.1' });
      await behindProxy.listen({ port: 0, host: '127.0.0.1' });
      try {
        const https = await fetch(`${origin(behindProxy)}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
        expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect(policyOf(https.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([]);
        const http = await fetch(`${origin(behindProxy)}/`);
        expect(http.headers.get('strict-transport-security')).toBeNull();
      } finally {
        await behindProxy.close();
      }
      // Nobody is trusted by default: a client saying https is not believed.
      const claimed = await fetch(`${origin(shell)}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
    });
  });

  it('lets other origins load a remote: CORS and cross-origin resource policy', async () => {
    const manifest = await fetch(`${origin(remote)}/mf-manifest.json`);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin(remote)}/missing.js`)).headers.get('access-control-allow-origin')).toBe('*');
  });

  describe('the API behind the shell', () => {
    it("replaces the client's X-Forwarded-For with the address it came from, and says how it came", async () => {
      received.length = 0;
      await fetch(`${origin(shell)}/api/health?signature=a+b%2Fc`, {
        headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' },
      });
      expect(received[0]!.url).toBe('/api/health?signature=a+b%2Fc');
      expect(received[0]!.headers).toMatchObject({
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': new URL(origin(shell)).host,
      });
    });

    it("streams a 5 MB upload through whole, past Fastify's default body limit of 1 MB", async () => {
      received.length = 0;
      const body = Buffer.alloc(5 * 1024 * 1024, 1);
      const response = await fetch(`${origin(shell)}/objects/upload/u1`, { method: 'PUT', body });
      expect(await response.json()).toEqual({ bytes: body.length });
      expect(received[0]!.bytes).toBe(body.length);
    });

    it('passes on an answer the API gives before reading an upload, 10 times of 10', async () => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await fetch(`${origin(shell)}/objects/upload/u2`, {
          method: 'PUT',
          body: Buffer.alloc(11 * 1024 * 1024, 1),
        });
        expect({ attempt, status: response.status }).toEqual({ attempt, status: 413 });
        expect(await response.json()).toEqual({ statusCode: 413, message: 'Request body is too large' });
      }
    });

    it('gives that answer to a browser still uploading, on a connection that stays usable', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(await slowUpload(origin(shell), '/objects/upload/u3')).toEqual({
          events: ['answer 413'],
          next: '200 reused',
        });
      }
    });

    it('ends the request to the API when the browser gives up mid-upload', async () => {
      const { port } = new URL(origin(shell));
      const upload = request({ port, host: '127.0.0.1', method: 'PUT', path: '/objects/upload/u4' });
      upload.on('error', () => undefined);
      upload.setHeader('Content-Length', 5 * 1024 * 1024);
      upload.write(Buffer.alloc(1024 * 1024, 1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      upload.destroy();
      const mine = () => received.filter((entry) => entry.url === '/objects/upload/u4');
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && mine().length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mine()).toEqual([expect.objectContaining({ abandoned: true })]);
    });

    it("answers 502 in the API's error shape when the API is down", async () => {
      const app = shellApp({ root: build, apiUrl: 'http://127.0.0.1:9', remotes: {} });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const response = await fetch(`${origin(app)}/api/health`);
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({
          statusCode: 502,
          message: 'The API is not answering',
          error: 'Bad Gateway',
        });
      } finally {
        await app.close();
      }
    });
  });

  it('runs from the folder the image copies it to, with only the packages it needs', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'gatherly-packed-'));
    let server: ChildProcess | undefined;
    try {
      execFileSync(process.execPath, [join(ROOT, 'frontends/tooling/pack-web-server.cjs'), folder]);
      mkdirSync(join(folder, 'dist'));
      writeFileSync(join(folder, 'dist', 'mf-manifest.json'), '{"id":"photos"}');
      const port = await freePort();
      server = spawn(process.execPath, ['web-server.cjs', 'photos'], {
        cwd: folder,
        env: { PATH: process.env.PATH, PORT: String(port), WEB_ROOT: join(folder, 'dist') },
        stdio: 'ignore',
      });
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        status = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`).then(
          (response) => response.status,
          () => 0,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      server?.kill();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
