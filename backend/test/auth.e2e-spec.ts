import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp, uniqueEmail } from './support/test-app';
import { localIdpClientSecret } from '../src/config/app-config';
import { CookieJar } from './support/cookie-jar';
import { TEST_AUTH_SECRET } from './support/test-env';

describe('Sign-in (OAuth code flow against the local identity provider)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs in with a login_hint, creates the account and hands the token to the opener at its exact origin', async () => {
    const email = uniqueEmail('ada');
    const { response, jar } = await t.walkSignIn(email);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('"type":"gatherly:signed-in"');
    expect(page).toContain(`postMessage(message, "${t.baseUrl}")`);
    expect(page).not.toContain("'*'");
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(jar.get('gatherly_refresh')).toBeTruthy();
    const rows = await t.db.query('SELECT email, "googleSubject", "subscriptionTier" FROM users WHERE email = $1', [
      email,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].googleSubject).toMatch(/^local-/);
    expect(rows[0].subscriptionTier).toBe('free');
  });

  /**
   * Follows the redirects from the app's start through the provider up to (not into) the app's callback;
   * the app's state cookie is kept in `jar`, the provider's in a jar of its own.
   */
  async function untilCallback(email: string) {
    const jar = new CookieJar();
    const provider = new CookieJar();
    let url = `${t.baseUrl}/api/auth/google?login_hint=${email}`;
    let authorize: URL | undefined;
    for (let hop = 0; hop < 6; hop++) {
      const ours = new URL(url).pathname.startsWith('/api/auth/');
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: (ours ? jar : provider).header() } });
      (ours ? jar : provider).store(response);
      url = new URL(response.headers.get('location')!, url).toString();
      if (new URL(url).pathname === '/api/local-idp/authorize' && !authorize) authorize = new URL(url);
      if (new URL(url).pathname === '/api/auth/google/callback') return { callback: url, jar, authorize: authorize! };
    }
    throw new Error('The provider never sent the browser back');
  }

  it('sets the refresh cookie httpOnly and SameSite=Strict, scoped to /api/auth', async () => {
    const { callback: callbackUrl, jar } = await untilCallback(uniqueEmail());
    const callback = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: jar.header() } });
    const cookie = callback.headers.getSetCookie().find((header) => header.startsWith('gatherly_refresh='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it('gives a new development account the plan asked for', async () => {
    const user = await t.signIn(uniqueEmail('pro'), { plan: 'paid' });
    const response = await t.http().get('/api/user/subscription').set(user.auth).expect(200);
    expect(response.body.tier).toBe('paid');
  });

  it('keys accounts by the provider subject: signing in twice keeps one account', async () => {
    const email = uniqueEmail('twice');
    const first = await t.signIn(email);
    const second = await t.signIn(email);
    expect(second.id).toBe(first.id);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM users WHERE email = $1', [email]);
    expect(count).toBe(1);
  });

  it('refuses a callback whose state does not match the one it issued, and creates no account', async () => {
    const email = uniqueEmail('forged');
    const { callback: callbackUrl } = await untilCallback(email);
    // No state cookie: as if the callback came from a flow this browser never started.
    const callback = await fetch(callbackUrl, { redirect: 'manual' });
    expect(callback.status).toBe(401);
    expect(await callback.text()).toContain('gatherly:sign-in-failed');
    expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
  });

  it('the identity provider refuses a wrong PKCE verifier, an unknown client secret and a foreign redirect URI', async () => {
    const { callback, authorize } = await untilCallback(uniqueEmail());
    const code = new URL(callback).searchParams.get('code')!;
    const redirectUri = authorize.searchParams.get('redirect_uri')!;
    const token = (fields: Record<string, string>) =>
      t
        .http()
        .post('/api/local-idp/token')
        .type('form')
        .send({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: 'gatherly-local',
          ...fields,
        });

    const secret = localIdpClientSecret(TEST_AUTH_SECRET);
    const wrongSecret = await token({ client_secret: 'irrelevant', code_verifier: 'x'.repeat(43) });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
    const wrongVerifier = await token({ client_secret: secret, code_verifier: 'x'.repeat(43) });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body).toMatchObject({ error: 'invalid_grant' });
    const wrongRedirect = await token({
      client_secret: secret,
      code_verifier: 'x'.repeat(43),
      redirect_uri: 'https://evil.example/cb',
    });
    expect(wrongRedirect.status).toBe(400);

    const foreign = new URL(authorize);
    foreign.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const refused = await fetch(foreign, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('redirect_uri');
    // Without PKCE the provider sends the browser back with an error instead of a code.
    const withoutPkce = new URL(authorize);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const back = new URL((await fetch(withoutPkce, { redirect: 'manual' })).headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it("serves the provider's discovery document and keys under its issuer", async () => {
    const issuer = `${t.baseUrl}/api/local-idp`;
    const discovery = await t.http().get('/api/local-idp/.well-known/openid-configuration').expect(200);
    expect(discovery.body).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = await t.http().get('/api/local-idp/jwks').expect(200);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(jwks.body.keys[0]).not.toHaveProperty('d');
  });

  const refreshWith = (token: string) => t.http().post('/api/auth/refresh').set('Cookie', `gatherly_refresh=${token}`);
  const rotatedCookie = (response: { headers: Record<string, unknown> }) =>
    /gatherly_refresh=([^;]+)/.exec((response.headers['set-cookie'] as string[])[0]!)![1]!;
  /** Moves a token's rotation back in time, as if it had been spent that many seconds ago. */
  const spentSecondsAgo = (token: string, seconds: number) =>
    t.db.query(
      `UPDATE refresh_tokens SET "usedAt" = now() - make_interval(secs => $2)
       WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`,
      [token, seconds],
    );

  it('rotates the refresh cookie on every use, and a replay after the reuse interval ends the session', async () => {
    const user = await t.signIn();
    const original = user.jar.get('gatherly_refresh')!;
    const first = await refreshWith(original).expect(200);
    expect(first.body.token).toEqual(expect.any(String));
    expect(first.body.expiresAt).toBeGreaterThan(Date.now());
    const rotated = rotatedCookie(first);
    expect(rotated).not.toBe(original);

    await spentSecondsAgo(original, 121);
    await refreshWith(original).expect(401);
    // The replay revoked the session: the legitimate, newer cookie and the bearer tokens stop working too.
    await refreshWith(rotated).expect(401);
    await t.http().get('/api/auth/test').set('Authorization', `Bearer ${first.body.token}`).expect(401);
  });

  it('answers a spent cookie presented again within the reuse interval with a token of the same session', async () => {
    const user = await t.signIn();
    const original = user.jar.get('gatherly_refresh')!;
    const first = await refreshWith(original).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const second = await refreshWith(original).expect(200);
    expect(rotatedCookie(second)).not.toBe(rotatedCookie(first));

    // Both successors live on, and so do the bearer tokens: nothing was revoked.
    await refreshWith(rotatedCookie(first)).expect(200);
    const last = await refreshWith(rotatedCookie(second)).expect(200);
    await t.http().get('/api/auth/test').set('Authorization', `Bearer ${first.body.token}`).expect(200);
    await t.http().get('/api/auth/test').set('Authorization', `Bearer ${last.body.token}`).expect(200);
    const [session] = await t.db.query(
      'SELECT count(*)::int AS revoked FROM auth_sessions WHERE "userId" = $1 AND "revokedAt" IS NOT NULL',
      [user.id],
    );
    expect(session.revoked).toBe(0);
  });

  it('keeps the session when several tabs refresh with one cookie at once', async () => {
    const user = await t.signIn();
    const cookie = user.jar.get('gatherly_refresh')!;
    const results = await Promise.all(Array.from({ length: 5 }, () => refreshWith(cookie)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    for (const result of results) await refreshWith(rotatedCookie(result)).expect(200);
  });

  it('signs out: the refresh cookie and every bearer token of the session stop working at once', async () => {
    const user = await t.signIn();
    const cookie = `gatherly_refresh=${user.jar.get('gatherly_refresh')}`;
    await t.http().get('/api/auth/test').set(user.auth).expect(200);
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    const refused = await t.http().get('/api/auth/test').set(user.auth).expect(401);
    expect(refused.body.message).toBe('Your session has expired. Please sign in again.');
    // Another sign-in of the same account is another session, untouched by this sign-out.
    const other = await t.signIn(user.email);
    await t.http().get('/api/auth/test').set(other.auth).expect(200);
  });

  it('signs out with the bearer token alone: every route refuses it as it refuses no token, other sessions live on', async () => {
    const user = await t.signIn();
    const other = await t.signIn(user.email);
    await t.http().post('/api/auth/logout').set(user.auth).expect(204);

    const document = (await t.http().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const status = (route: string, headers: Record<string, string> = {}) => {
      const [method, path] = route.split(' ') as [string, string];
      return t
        .http()
        [method.toLowerCase() as 'get'](path.replace(/\{\w+\}/g, randomUUID()))
        .set(headers)
        .then((response) => response.status);
    };
    const signInRequired = [];
    const accepted = [];
    for (const route of routes) {
      if ((await status(route)) !== 401) continue;
      signInRequired.push(route);
      if ((await status(route, user.auth)) !== 401) accepted.push(route);
    }
    expect(signInRequired.length).toBeGreaterThanOrEqual(50);
    expect(accepted).toEqual([]);
    // Downloads authorised by the image cookie hold the same token.
    const download = `/api/calendar/events/${randomUUID()}.ics`;
    await t.http().get(download).set('Cookie', `gatherly_images=${user.token}`).expect(401);
    await t.http().post('/api/auth/refresh').set('Cookie', user.jar.header()).expect(401);

    await t.http().get('/api/auth/test').set(other.auth).expect(200);
    await t.http().get(download).set('Cookie', `gatherly_images=${other.token}`).expect(404);
    await t.http().post('/api/auth/refresh').set('Cookie', other.jar.header()).expect(200);
  });

  it('refuses an access token from the moment it expires, though it accepted it a moment before', async () => {
    const user = await t.signIn();
    const { sid } = t.app.get(JwtService).decode<{ sid: string }>(user.token);
    const shortLived = await t.app
      .get(JwtService)
      .signAsync(
        { email: user.email, sid },
        { subject: user.id, audience: 'gatherly-api', issuer: 'gatherly', expiresIn: 2, secret: TEST_AUTH_SECRET },
      );
    const bearer = { Authorization: `Bearer ${shortLived}` };
    await t.http().get('/api/auth/test').set(bearer).expect(200);
    await t.http().get('/api/auth/test').set(bearer).expect(200);
    const { exp } = t.app.get(JwtService).decode<{ exp: number }>(shortLived);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 20));
    const refused = await t.http().get('/api/auth/test').set(bearer).expect(401);
    expect(refused.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a refresh without a cookie or from a foreign origin', async () => {
    await t.http().post('/api/auth/refresh').expect(401);
    const user = await t.signIn();
    await t
      .http()
      .post('/api/auth/refresh')
      .set('Origin', 'https://evil.example')
      .set('Cookie', `gatherly_refresh=${user.jar.get('gatherly_refresh')}`)
      .expect(403);
  });

  it('answers the auth test and the login with the bearer token, and 401 without a valid one', async () => {
    const user = await t.signIn();
    const test = await t.http().get('/api/auth/test').set(user.auth).expect(200);
    expect(test.body).toMatchObject({ authenticated: true, userId: user.id });
    const login = await t.http().post('/api/auth/login').set(user.auth).expect(200);
    expect(login.body.user).toMatchObject({ id: user.id, email: user.email, emailVerified: true });
    expect(login.body.user).not.toHaveProperty('googleSubject');

    await t.http().get('/api/auth/test').expect(401);
    await t.http().post('/api/auth/login').expect(401);
    const forged = await t.http().get('/api/auth/test').set('Authorization', `Bearer ${user.token}x`).expect(401);
    expect(forged.body).toEqual({ statusCode: 401, message: expect.any(String), error: 'Unauthorized' });
  });
});

describe('The local identity provider in production', () => {
  it('does not exist unless explicitly enabled', async () => {
    const t = await startTestApp({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    try {
      await t.http().get('/api/local-idp/authorize').expect(404);
      const start = await t.http().get('/api/auth/google').expect(302);
      expect(start.headers.location).toMatch(/^https:\/\/accounts\.google\.com\//);
    } finally {
      await t.close();
    }
  });
});
