import { validateEnvironment } from './environment';

describe('validateEnvironment', () => {
  it('fills every default', () => {
    const env = validateEnvironment({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      API_PORT: 3000,
      PUBLIC_URL: 'http://localhost:8080',
      QUEUE_BACKEND: 'redis',
    });
  });

  it('names a bad variable', () => {
    expect(() => validateEnvironment({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => validateEnvironment({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => validateEnvironment({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(() => validateEnvironment({ MAP_LINK_TEMPLATE: 'https://maps.example/' })).toThrow(/MAP_LINK_TEMPLATE/);
    expect(() => validateEnvironment({ MAP_LINK_TEMPLATE: 'javascript:{query}' })).toThrow(/MAP_LINK_TEMPLATE/);
  });

  it('requires a secret and a database in production', () => {
    expect(() => validateEnvironment({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: required[\s\S]*DATABASE_URL: required/,
    );
  });

  it('requires the Google client id and secret together', () => {
    expect(() => validateEnvironment({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
  });

  it('takes another OpenID provider with a client id, and only over https in production', () => {
    expect(() => validateEnvironment({ OIDC_ISSUER: 'https://sso.example' })).toThrow(/OIDC_CLIENT_ID: required/);
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/x' };
    expect(() =>
      validateEnvironment({
        ...production,
        SMTP_URL: 'smtp://m:25',
        OIDC_ISSUER: 'http://sso.lan',
        OIDC_CLIENT_ID: 'a',
      }),
    ).toThrow(/OIDC_ISSUER: must be https/);
    expect(validateEnvironment({ OIDC_ISSUER: 'http://127.0.0.1:9000/realms/x', OIDC_CLIENT_ID: 'a' })).toMatchObject({
      OIDC_NAME: 'single sign-on',
    });
  });

  it('takes a VAPID key pair only whole and well-formed', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    expect(() => validateEnvironment({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    expect(() => validateEnvironment({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'C'.repeat(43) })).toThrow(
      /VAPID_PUBLIC_KEY must be a base64url P-256 public key/,
    );
    expect(() => validateEnvironment({ VAPID_SUBJECT: 'http://trips.example' })).toThrow(/VAPID_SUBJECT/);
    expect(() => validateEnvironment({ PUSH_SERVICE_HOSTS: 'https://push.example/' })).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(validateEnvironment({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'C'.repeat(43) })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
    });
  });
});
