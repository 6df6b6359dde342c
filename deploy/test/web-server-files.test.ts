import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support/repository';
import { CHUNK, origin, PRECOMPRESSED, PRECOMPRESSED_CHUNK, remote, shell, useWebServers } from './support/web-server';

const MALFORMED = [
  '/%E0%A4%A',
  '/%00',
  '/a%00.js',
  '/../package.json',
  '/%2e%2e/%2e%2e/package.json',
  `/${'a'.repeat(100_000)}`,
];

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

/** Serving a build folder: odd paths, compression, caching, CORS for remotes, and running as packed. */
describe('The web server (frontends/tooling/web-server.cjs)', () => {
  useWebServers();

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

    it('sends the copy the build compressed as it is, brotli or gzip as the browser accepts', async () => {
      const chunk = `${origin(app())}/${PRECOMPRESSED_CHUNK}`;
      for (const [accepted, encoding, copy] of [
        ['gzip, deflate, br', 'br', PRECOMPRESSED.br],
        ['gzip', 'gzip', PRECOMPRESSED.gzip],
      ] as const) {
        const answer = await fetch(chunk, { headers: { 'Accept-Encoding': accepted } });
        expect(answer.headers.get('content-encoding')).toBe(encoding);
        // The build's copy, not one compressed again per request (which goes out chunked, without a length).
        expect(answer.headers.get('content-length')).toBe(String(copy.length));
        expect(answer.headers.get('content-type')).toMatch(/^application\/javascript/);
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(await answer.text()).toBe(CHUNK);
      }
      const plain = await fetch(chunk, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(CHUNK);
    });

    it('caches content-hashed chunks and images for a year and revalidates the rest', async () => {
      const chunk = await fetch(`${origin(app())}/app.0123456789.js`);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const image = await fetch(`${origin(app())}/screen.0123456789.webp`);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${origin(app())}/main.js`)).headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${origin(app())}/photo.png`)).headers.get('cache-control')).toBe('no-cache');
    });

    it('sends a content-hashed chunk without the headers only a page or a revalidation uses', async () => {
      const chunk = await fetch(`${origin(app())}/app.0123456789.js`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
      expect(chunk.headers.get('referrer-policy')).toBe('no-referrer');
      expect(chunk.headers.get('cross-origin-resource-policy')).not.toBeNull();
      for (const name of ['x-frame-options', 'x-xss-protection', 'origin-agent-cluster', 'etag', 'last-modified'])
        expect(chunk.headers.get(name)).toBeNull();
      const entry = await fetch(`${origin(app())}/main.js`);
      expect(entry.headers.get('etag')).not.toBeNull();
      expect(entry.headers.get('x-frame-options')).not.toBeNull();
    });
  });

  it('serves the service worker uncached, so a release is found on the next start, and the app manifest', async () => {
    const worker = await fetch(`${origin(shell)}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${origin(shell)}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ name: 'Gatherly' });
  });

  it('lets other origins load a remote: CORS and cross-origin resource policy', async () => {
    const manifest = await fetch(`${origin(remote)}/mf-manifest.json`);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin(remote)}/missing.js`)).headers.get('access-control-allow-origin')).toBe('*');
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
