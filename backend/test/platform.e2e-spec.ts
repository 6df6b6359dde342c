import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REQUEST_PROPERTIES } from '../src/common/http/request-properties';
import { requestLoggerFactory } from '../src/common/logging/request-logger';
import { buildApiDocument } from '../src/http-app';
import { CookieJar } from './support/cookie-jar';
import { PausableProxy } from './support/pausable-proxy';
import { freePort, startTestApp, TestApp, testEnvironment, uniqueEmail } from './support/test-app';
import { TEST_DATABASE_URL, TEST_QUEUE_PREFIX } from './support/test-env';

describe('Platform: headers, CORS, limits, docs and health', () => {
  let t: TestApp;
  /** Built before the app starts: building it silences Nest's static logger, which the app then takes over. */
  let builtDocument: unknown;

  beforeAll(async () => {
    builtDocument = JSON.parse(JSON.stringify(await buildApiDocument()));
    t = await startTestApp({ WEB_ORIGINS: 'http://app.example' });
  });
  afterAll(() => t.close());

  it('answers JSON with the security headers an API needs, and no document headers', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'x-powered-by',
    ]) {
      expect(response.headers[documentOnly]).toBeUndefined();
    }
  });

  it("declares the app's request properties up front, and gives each request a logger made on first use", () => {
    const fastify = t.app.getHttpAdapter().getInstance() as FastifyInstance;
    for (const name of REQUEST_PROPERTIES) expect(fastify.hasRequestDecorator(name)).toBe(true);
    expect(fastify.childLoggerFactory).toBe(requestLoggerFactory);
  });

  it('sends the API’s security headers on refusals and unknown routes too', async () => {
    const refusals = [
      await t.http().get('/api/events').expect(401),
      await t.http().get('/api/no-such-route').expect(404),
      await t.http().post('/api/events').set('Content-Type', 'application/json').send('{"name":').expect(400),
    ];
    for (const response of refusals) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    }
  });

  it('gives its HTML pages helmet’s document headers, and the sign-in popup its own policy and opener', async () => {
    const docs = await t.http().get('/api/docs').expect(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    expect(docs.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(docs.headers['referrer-policy']).toBe('no-referrer');
    expect(docs.headers['x-content-type-options']).toBe('nosniff');

    const { response } = await t.walkSignIn(uniqueEmail('headers'));
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-/,
    );
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('allows CORS only for the configured web origins', async () => {
    const allowed = await t
      .http()
      .options('/api/events')
      .set('Origin', 'http://app.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://app.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const refused = await t
      .http()
      .options('/api/events')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const user = await t.signIn();
    const read = await t.http().get('/api/events').set(user.auth).set('Origin', 'http://app.example').expect(200);
    expect(read.headers['access-control-allow-origin']).toBe('http://app.example');
    expect(read.headers['access-control-allow-credentials']).toBe('true');
    expect(read.headers.vary).toContain('Origin');
    const elsewhere = await t
      .http()
      .get('/api/events')
      .set(user.auth)
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over the size limit with a 413', async () => {
    const user = await t.signIn();
    const response = await t
      .http()
      .put(`/api/users/${user.id}`)
      .set(user.auth)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ bio: 'x'.repeat(1_200_000) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
  });

  it('reports PostgreSQL and the queue backend at /api/health', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: { status: 'up' },
      queue: { status: 'up', backend: 'redis' },
    });
  });

  it('serves the OpenAPI document generated from the DTOs', async () => {
    await t.http().get('/api/docs').expect(200);
    const document = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/events', '/api/events/{eventId}', '/api/users/{userId}', '/api/user/subscription']),
    );
    expect(document.body.components.schemas.CreateEventDto.required).toContain('name');
    expect(document.body.components.securitySchemes.bearer).toBeDefined();
    // The front end's API types are generated from the document built without a server: it is this one.
    expect(document.body).toEqual(builtDocument);
  });

  it('answers unknown routes with the one error shape', async () => {
    const user = await t.signIn();
    const response = await t.http().get('/api/nothing-here').set(user.auth).expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: expect.any(String), error: 'Not Found' });
  });
});

describe('Rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Counters live in Redis, shared by every API on the same key prefix: this app's low limits get their own.
    t = await startTestApp({
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '4',
      WRITE_RATE_LIMIT_PER_MINUTE: '3',
      QUEUE_PREFIX: `${TEST_QUEUE_PREFIX}-limits`,
    });
  });
  afterAll(() => t.close());

  it('limits sign-in per client and write routes per account, not reads', async () => {
    // One sign-in walks three sign-in routes (start, provider, callback), then logs in (a write).
    const user = await t.signIn(uniqueEmail('limited'));
    await t.http().get(`/api/auth/google?login_hint=${uniqueEmail()}`).expect(302);
    const blocked = await t.http().get(`/api/auth/google?login_hint=${uniqueEmail()}`);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please wait a moment and try again.',
      error: 'Too Many Requests',
    });

    await t.http().put(`/api/users/${user.id}`).set(user.auth).send({ displayName: 'Writer', bio: 'one' }).expect(200);
    await t.http().put(`/api/users/${user.id}`).set(user.auth).send({ displayName: 'Writer', bio: 'two' }).expect(200);
    await t
      .http()
      .put(`/api/users/${user.id}`)
      .set(user.auth)
      .send({ displayName: 'Writer', bio: 'three' })
      .expect(429);
    const [row] = await t.db.query('SELECT bio FROM users WHERE id = $1', [user.id]);
    expect(row.bio).toBe('two');
    for (let i = 0; i < 5; i++) await t.http().get(`/api/users/${user.id}`).set(user.auth).expect(200);
  });
});

/** The built API (dist/main.js) in a process of its own, once it answers its health check. */
async function startApiProcess(overrides: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], {
    env: { ...process.env, ...testEnvironment(port, overrides) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const api = { child, base: `http://127.0.0.1:${port}`, output: '' };
  child.stdout.on('data', (chunk: Buffer) => (api.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (api.output += chunk.toString()));
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(`${api.base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return api;
}

describe('The API process', () => {
  it('logs JSON lines with request ids and never a token, cookie or code, all written when it stops', async () => {
    const api = await startApiProcess({ LOG_LEVEL: 'info' });
    const { child, base } = api;
    try {
      const jar = new CookieJar();
      let url = `${base}/api/auth/google?login_hint=${uniqueEmail('logged')}`;
      let page = '';
      for (let hop = 0; hop < 8; hop++) {
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
        jar.store(response);
        const location = response.headers.get('location');
        if (!location) {
          page = await response.text();
          break;
        }
        url = new URL(location, url).toString();
      }
      const token = /"token":"([^"]+)"/.exec(page)![1]!;
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'X-Request-Id': 'trace-me-42' },
      });
      const feed = await fetch(`${base}/api/user/calendar-feed`, { headers: { Authorization: `Bearer ${token}` } });
      const feedUrl: string = ((await feed.json()) as { feed: { url: string } }).feed.url;
      expect((await fetch(feedUrl)).status).toBe(200);
      // The router decodes the path: an escaped word still reaches the feed, and must still be redacted.
      expect((await fetch(feedUrl.replace('/feeds/', '/fe%65ds/'))).status).toBe(200);
      // Stopped at once, it writes the lines its log destination still holds on its way out.
      const closed = once(child, 'close');
      child.kill('SIGTERM');
      await closed;

      const output = api.output;
      const lines = output.split('\n').filter((line) => line.startsWith('{'));
      expect(lines.length).toBeGreaterThan(3);
      const login = lines.map((line) => JSON.parse(line)).find((entry) => entry.req?.url === '/api/auth/login');
      expect(login.req.id).toBe('trace-me-42');
      expect(output).not.toContain(token);
      expect(output).not.toContain(jar.get('gatherly_refresh')!);
      expect(output).not.toMatch(/code=[A-Za-z0-9_-]{20}/);
      expect(output).not.toContain('test-only-secret');
      expect(output).toContain('/api/calendar/feeds/[redacted]');
      expect(output).not.toContain(/feeds\/([^/]+)\.ics$/.exec(feedUrl)![1]!);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('when stopped, answers the request in flight, closes its connection and exits without waiting for the client', async () => {
    const database = new URL(TEST_DATABASE_URL);
    const postgres = new PausableProxy(database.hostname, Number(database.port || 5432));
    database.port = String(await postgres.start());
    const api = await startApiProcess({ DATABASE_URL: database.toString() });
    // A keep-alive client that holds idle connections open, as the web server's proxy and browsers do.
    const agent = new Agent({ keepAlive: true });
    try {
      postgres.pause();
      const answered = new Promise<IncomingMessage>((resolve, reject) =>
        get(`${api.base}/api/invitations/in-flight-when-stopped`, { agent }, resolve).on('error', reject),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = once(api.child, 'exit');
      const stoppedAt = Date.now();
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      postgres.resume();

      const response = await answered;
      response.resume();
      expect(response.statusCode).toBe(404);
      expect(response.headers.connection).toBe('close');
      await exited;
      // Fastify's keep-alive timeout is 72 s; the launcher kills a child that takes 20 s.
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      api.child.kill('SIGKILL');
      await postgres.stop();
    }
  });
});
