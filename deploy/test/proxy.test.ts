import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  type ComposeProxy,
  nginxInstalled,
  PROXY_UPSTREAMS,
  type ProxyUpstream,
  startComposeProxy,
} from './support/compose-proxy';
import { putAfterContinue } from '../../backend/test/support/expect-continue';
import { composeFile, read } from './support/repository';
import { CHUNK, PRECOMPRESSED, PRECOMPRESSED_CHUNK } from './support/web-server';

// The shell's container runs the real web server, as in docker-compose.yml.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { shellApp } = require('../../frontends/tooling/web-server.cjs') as {
  shellApp: (options: { root: string; apiUrl: string; remotes: { json?: string } }) => FastifyInstance;
};

type Upstream = ProxyUpstream;
const FIRST_PAINT = 'document.documentElement.dataset.theme = "light";';
const PAGE = `<!doctype html><html><head><script>${FIRST_PAINT}</script></head><body><div id="root"></div></body></html>`;

interface Echo {
  upstream: Upstream;
  method: string;
  path: string;
  host: string;
  forwardedFor: string;
  bytes: number;
}

/** A stand-in for one service behind the proxy: answers which service it is and what it received. */
function echoServer(upstream: Upstream): Promise<Server> {
  const server = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      // Like the API's helmet, which sends HSTS on every answer.
      if (upstream === 'api') response.setHeader('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
      const echo: Echo = {
        upstream,
        method: request.method!,
        path: request.url!,
        host: request.headers.host ?? '',
        forwardedFor: String(request.headers['x-forwarded-for'] ?? ''),
        bytes,
      };
      // A script answers as one, long enough to be worth compressing.
      const script = request.url!.endsWith('.js');
      response.writeHead(200, { 'Content-Type': script ? 'text/javascript' : 'application/json' });
      response.end(JSON.stringify(script ? { ...echo, padding: ' '.repeat(4096) } : echo));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// nginx itself runs the template, as in the proxy container; .ci/run installs Debian's nginx.
const describeWithNginx = nginxInstalled() || process.env.CI ? describe : describe.skip;

describeWithNginx('The reverse proxy (deploy/proxy/default.conf.template in real nginx)', () => {
  const servers = new Map<Upstream, Server>();
  let folder: string;
  let nginx: ComposeProxy;
  let proxy: string;
  let shell: FastifyInstance;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'gatherly-proxy-shell-'));
    writeFileSync(join(folder, 'index.html'), PAGE);
    writeFileSync(join(folder, PRECOMPRESSED_CHUNK), CHUNK);
    writeFileSync(join(folder, `${PRECOMPRESSED_CHUNK}.br`), PRECOMPRESSED.br);
    for (const upstream of PROXY_UPSTREAMS.filter((name) => name !== 'shell')) {
      servers.set(upstream, await echoServer(upstream));
    }
    const apiUrl = `http://127.0.0.1:${(servers.get('api')!.address() as AddressInfo).port}`;
    const remotes = { json: composeFile().services.shell!.environment!.REMOTE_MAP };
    shell = shellApp({ root: folder, apiUrl, remotes });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    servers.set('shell', shell.server);
    const port = (upstream: Upstream) => (servers.get(upstream)!.address() as AddressInfo).port;
    const listener = await echoServer('api');
    const proxyPort = (listener.address() as AddressInfo).port;
    await new Promise((resolve) => listener.close(resolve));

    nginx = await startComposeProxy(
      proxyPort,
      Object.fromEntries(PROXY_UPSTREAMS.map((upstream) => [upstream, `127.0.0.1:${port(upstream)}`])) as Record<
        Upstream,
        string
      >,
    );
    // Every variable the proxy service gets in docker-compose.yml, and no other.
    expect(Object.keys(nginx.environment).sort()).toEqual(
      Object.keys(composeFile().services.proxy!.environment!).sort(),
    );
    proxy = nginx.url;
  });

  afterAll(async () => {
    nginx?.stop();
    await shell.close();
    const echoes = [...servers].filter(([name]) => name !== 'shell').map(([, server]) => server);
    await Promise.all(echoes.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(folder, { recursive: true, force: true });
  });

  const get = async (path: string, init?: RequestInit): Promise<Echo> => {
    const response = await fetch(`${proxy}${path}`, init);
    expect(response.status).toBe(200);
    return (await response.json()) as Echo;
  };

  it('leaves no variable of the template unset', () => {
    const rendered = read('deploy/proxy/default.conf.template');
    const names = [...rendered.matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]);
    expect(names.filter((name) => !(name! in composeFile().services.proxy!.environment!))).toEqual([]);
  });

  it('serves the shell at / and for every route of the single-page app, with its remote map', async () => {
    for (const path of ['/', '/events/42/photos']) {
      const page = await fetch(`${proxy}${path}`);
      expect({ path, status: page.status, html: await page.text() }).toEqual({ path, status: 200, html: PAGE });
    }
    const map = await fetch(`${proxy}/remotes.json`);
    expect(await map.json()).toEqual(JSON.parse(composeFile().services.shell!.environment!.REMOTE_MAP!));
  });

  it("passes the shell page's security headers through once each: CSP, frames, referrer", async () => {
    const page = await fetch(`${proxy}/events/42`);
    const hash = `'sha256-${createHash('sha256').update(FIRST_PAINT).digest('base64')}'`;
    // Every remote is a path of this origin behind the proxy: scripts come from it alone.
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash};`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).not.toContain(',');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS once and only for https, in place of the one the API sends whatever the scheme', async () => {
    for (const path of ['/', '/api/health']) {
      const http = await fetch(`${proxy}${path}`);
      expect({ path, hsts: http.headers.get('strict-transport-security') }).toEqual({ path, hsts: null });
      // What a TLS terminator in front says.
      const https = await fetch(`${proxy}${path}`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect({ path, hsts: https.headers.get('strict-transport-security') }).toEqual({
        path,
        hsts: 'max-age=31536000; includeSubDomains',
      });
    }
  });

  it("passes /api and /objects to the API with the client's address, never its X-Forwarded-For", async () => {
    const health = await get('/api/health?x=1', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(health).toMatchObject({ upstream: 'api', path: '/api/health?x=1', forwardedFor: '127.0.0.1' });
    expect(health.host).toBe(new URL(proxy).host);
    expect(await get('/objects/banners/e1/banner.jpg')).toMatchObject({
      upstream: 'api',
      path: '/objects/banners/e1/banner.jpg',
    });
  });

  it('serves each remote under its own path, stripped of the prefix', async () => {
    for (const remote of ['photos', 'travel', 'members', 'settings', 'costs', 'admin'] as const) {
      expect(await get(`/sections/${remote}/mf-manifest.json`)).toMatchObject({
        upstream: remote,
        path: '/mf-manifest.json',
      });
      expect(await get(`/sections/${remote}/85.9dd957a049.js`)).toMatchObject({
        upstream: remote,
        path: '/85.9dd957a049.js',
      });
    }
  });

  it('compresses scripts for a browser that accepts gzip, and only then', async () => {
    const chunk = `${proxy}/sections/photos/85.9dd957a049.js`;
    const zipped = await fetch(chunk, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.json()).toMatchObject({ upstream: 'photos', path: '/85.9dd957a049.js' });
    const plain = await fetch(chunk, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toMatchObject({ upstream: 'photos' });
  });

  it("passes the build's brotli copy of a chunk through as the web server sent it", async () => {
    const answer = await fetch(`${proxy}/${PRECOMPRESSED_CHUNK}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-length')).toBe(String(PRECOMPRESSED.br.length));
    expect(await answer.text()).toBe(CHUNK);
  });

  it('passes a 10 MB upload to the object store under the bucket path with the signed host intact', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 1);
    const upload = await get('/gatherly-objects/uploads/u1?X-Amz-Signature=abc', { method: 'PUT', body });
    expect(upload).toMatchObject({
      upstream: 'objects',
      method: 'PUT',
      path: '/gatherly-objects/uploads/u1?X-Amz-Signature=abc',
      host: new URL(proxy).host,
      bytes: body.length,
    });
  });

  it('passes a 2 MB body sent with Expect: 100-continue (as curl sends it) to the API and to the object store', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 1);
    for (const [path, upstream] of [
      ['/api/objects/upload/u3?signature=abc', 'api'],
      ['/gatherly-objects/uploads/u3?X-Amz-Signature=abc', 'objects'],
    ] as const) {
      const answer = await putAfterContinue(`${proxy}${path}`, { 'Content-Type': 'image/jpeg' }, body);
      expect({ continued: answer.continued, status: answer.status }).toEqual({ continued: true, status: 200 });
      expect(JSON.parse(answer.body)).toMatchObject({ upstream, method: 'PUT', path, bytes: body.length });
    }
  });

  it('refuses a body over the upload limit before it reaches anything', async () => {
    const response = await fetch(`${proxy}/gatherly-objects/uploads/u2`, {
      method: 'PUT',
      body: Buffer.alloc(12 * 1024 * 1024, 1),
    });
    expect(response.status).toBe(413);
  });
});
