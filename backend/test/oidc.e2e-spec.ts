import { JwtService } from '@nestjs/jwt';
import { createServer, type Server } from 'node:http';
import { localIdpSubject } from '../src/modules/auth/local-idp/local-idp.service';
import { CookieJar } from './support/cookie-jar';
import { freePort, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { TEST_AUTH_SECRET } from './support/test-env';

const CLIENT = {
  OIDC_CLIENT_ID: 'gatherly-oidc-test',
  OIDC_CLIENT_SECRET: 'oidc-test-client-secret',
  OIDC_NAME: 'Acme SSO',
};

/** The generic OpenID sign-in (openid-client) against the embedded provider (oidc-provider) it serves itself. */
describe('Sign-in with another OpenID provider', () => {
  let t: TestApp;
  let issuer: string;

  beforeAll(async () => {
    t = await startTestApp((baseUrl) => ({ OIDC_ISSUER: `${baseUrl}/api/local-idp`, ...CLIENT }));
    issuer = `${t.baseUrl}/api/local-idp`;
  });
  afterAll(() => t.close());

  const userByEmail = async (email: string) =>
    (await t.db.query('SELECT id, "googleSubject" FROM users WHERE email = $1', [email]))[0] as
      { id: string; googleSubject: string | null } | undefined;
  const identitiesOf = (userId: string) =>
    t.db.query('SELECT issuer, subject FROM user_identities WHERE "userId" = $1', [userId]);

  /** Runs the popup flow up to the provider's redirect back to the app, and answers that URL and the app's cookies. */
  async function untilCallback(email: string, params: Record<string, string> = {}) {
    const jar = new CookieJar();
    const provider = new CookieJar();
    const start = new URL(`${t.baseUrl}/api/auth/oidc`);
    start.searchParams.set('login_hint', email);
    for (const [name, value] of Object.entries(params)) start.searchParams.set(name, value);
    let url = start.toString();
    let authorization: URL | undefined;
    for (let hop = 0; hop < 6; hop++) {
      const ours = new URL(url).pathname.startsWith('/api/auth/');
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: (ours ? jar : provider).header() } });
      (ours ? jar : provider).store(response);
      url = new URL(response.headers.get('location')!, url).toString();
      authorization ??= new URL(url);
      if (new URL(url).pathname === '/api/auth/oidc/callback') return { callback: new URL(url), jar, authorization };
    }
    throw new Error('The provider never sent the browser back');
  }
  const finish = (callback: URL, jar: CookieJar) =>
    fetch(callback, { redirect: 'manual', headers: { cookie: jar.header() } });

  it('lists the provider by its configured name', async () => {
    const providers = await t.http().get('/api/auth/providers').expect(200);
    expect(providers.body).toEqual({ google: true, oidc: { name: 'Acme SSO' } });
  });

  it('signs in through the code flow with PKCE, state and nonce, and creates an account keyed by issuer and subject', async () => {
    const email = uniqueEmail('sso');
    const { callback, jar, authorization } = await untilCallback(email);
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${issuer}/authorize`);
    const params = authorization.searchParams;
    expect(params.get('client_id')).toBe(CLIENT.OIDC_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${t.baseUrl}/api/auth/oidc/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(jar.get('gatherly_oidc')).toBeTruthy();

    const response = await finish(callback, jar);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('"type":"gatherly:signed-in"');
    expect(page).toContain(`postMessage(message, "${t.baseUrl}")`);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('gatherly_refresh='))).toMatch(
      /HttpOnly/,
    );

    const user = await userByEmail(email);
    expect(user?.googleSubject).toBeNull();
    expect(await identitiesOf(user!.id)).toEqual([{ issuer, subject: localIdpSubject(email) }]);
  });

  it('signs in twice through the provider into one account', async () => {
    const email = uniqueEmail('twice');
    const first = await t.walkSignIn(email, { provider: 'oidc' });
    expect(first.response.status).toBe(200);
    const second = await t.walkSignIn(email, { provider: 'oidc' });
    expect(await second.response.text()).toContain('gatherly:signed-in');
    const user = await userByEmail(email);
    expect(await identitiesOf(user!.id)).toHaveLength(1);
  });

  it('refuses a callback whose state was tampered with, or that this browser never started', async () => {
    const email = uniqueEmail('tampered');
    const { callback, jar } = await untilCallback(email);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'forged-state');
    const refused = await finish(tampered, jar);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('gatherly:sign-in-failed');

    const other = await untilCallback(email);
    const stranger = await finish(other.callback, new CookieJar());
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).toContain('took too long or was started elsewhere');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("checks the ID token's nonce and the PKCE verifier against the ones this browser's flow sent", async () => {
    const jwt = t.app.get(JwtService);
    const forged = async (change: Record<string, string>) => {
      const email = uniqueEmail('forged');
      const { callback, jar } = await untilCallback(email);
      const flow = jwt.decode<Record<string, unknown>>(jar.get('gatherly_oidc')!);
      const { exp: _exp, iat: _iat, aud: _aud, ...rest } = flow;
      jar.set(
        'gatherly_oidc',
        jwt.sign({ ...rest, ...change }, { secret: TEST_AUTH_SECRET, audience: 'gatherly-oidc-flow', expiresIn: 600 }),
      );
      const response = await finish(callback, jar);
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('Failed to sign in. Please try again.');
      expect(await userByEmail(email)).toBeUndefined();
    };
    await forged({ nonce: 'not-the-nonce-sent' });
    await forged({ verifier: 'x'.repeat(43) });
  });

  it('refuses an e-mail the provider does not say is verified', async () => {
    const email = uniqueEmail('unverified');
    const { response } = await t.walkSignIn(email, { provider: 'oidc', params: { unverified: 'true' } });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('gatherly:sign-in-failed');
    expect(page).toContain('Your account at Acme SSO needs a verified e-mail address to sign in.');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('links a first sign-in to the account with the same verified e-mail, which keeps its Google subject', async () => {
    const email = uniqueEmail('linked');
    const google = await t.signIn(email);
    const before = await userByEmail(email);
    const { response } = await t.walkSignIn(email, { provider: 'oidc' });
    expect(await response.text()).toContain('gatherly:signed-in');
    const after = await userByEmail(email);
    expect(after).toEqual({ id: google.id, googleSubject: before!.googleSubject });
    expect(await identitiesOf(google.id)).toEqual([{ issuer, subject: localIdpSubject(email) }]);
  });

  it('lets an account created through the provider sign in with Google later, into the same account', async () => {
    const email = uniqueEmail('later');
    await t.walkSignIn(email, { provider: 'oidc' });
    const created = await userByEmail(email);
    const google = await t.signIn(email);
    expect(google.id).toBe(created!.id);
    expect((await userByEmail(email))!.googleSubject).toBe(localIdpSubject(email));
  });

  it('gives a new development account the plan asked for', async () => {
    const email = uniqueEmail('sso-pro');
    const { response } = await t.walkSignIn(email, { provider: 'oidc', plan: 'paid' });
    const token = /"token":"([^"]+)"/.exec(await response.text())![1];
    const subscription = await t
      .http()
      .get('/api/user/subscription')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(subscription.body.tier).toBe('paid');
  });
});

describe('Sign-in with an OpenID provider that cannot be reached', () => {
  let t: TestApp;
  let port: number;
  let server: Server | undefined;

  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ OIDC_ISSUER: `http://127.0.0.1:${port}`, ...CLIENT });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  it('still starts, says so plainly in the popup, and discovers the provider again at the next sign-in', async () => {
    await t
      .http()
      .get('/api/auth/providers')
      .expect(200, { google: true, oidc: { name: 'Acme SSO' } });
    const refused = await fetch(`${t.baseUrl}/api/auth/oidc`, { redirect: 'manual' });
    expect(refused.status).toBe(401);
    const page = await refused.text();
    expect(page).toContain('gatherly:sign-in-failed');
    expect(page).toContain('Acme SSO cannot be reached right now');

    // The provider comes up: the next sign-in discovers it and goes there.
    const issuer = `http://127.0.0.1:${port}`;
    server = createServer((request, response) => {
      if (request.url !== '/.well-known/openid-configuration') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
        }),
      );
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    const started = await fetch(`${t.baseUrl}/api/auth/oidc`, { redirect: 'manual' });
    expect(started.status).toBe(302);
    expect(started.headers.get('location')).toMatch(new RegExp(`^${issuer}/authorize\\?`));
  });

  it('is not offered, and its routes do not exist, without OIDC_ISSUER', async () => {
    const plain = await startTestApp();
    try {
      await plain.http().get('/api/auth/providers').expect(200, { google: true, oidc: null });
      await plain.http().get('/api/auth/oidc').expect(404);
      await plain.http().get('/api/auth/oidc/callback').expect(404);
    } finally {
      await plain.close();
    }
  });
});
