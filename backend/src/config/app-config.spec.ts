import { AppConfig } from './app-config';
import { validateEnvironment } from './environment';

const secret = 'x'.repeat(40);
const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SMTP_URL: 'smtp://mail:25' };
const config = (raw: Record<string, string>) => new AppConfig(validateEnvironment({ AUTH_SECRET: secret, ...raw }));

describe('AppConfig', () => {
  it('points sign-in at the local identity provider without Google credentials', () => {
    const local = config({});
    expect(local.localIdpEnabled).toBe(true);
    expect(local.google.authorizationURL).toBe('http://localhost:8080/api/local-idp/authorize');
  });

  it('uses Google when credentials are configured', () => {
    const google = config({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(google.localIdpEnabled).toBe(false);
    expect(google.google.authorizationURL).toMatch(/^https:\/\/accounts\.google\.com/);
  });

  it('never enables the local provider in production unless asked', () => {
    expect(config(production).localIdpEnabled).toBe(false);
    expect(config({ ...production, LOCAL_IDP_ENABLED: 'true' }).localIdpEnabled).toBe(true);
  });

  it('allows the public URL’s origin by default', () => {
    expect(config({ PUBLIC_URL: 'https://gatherly.example/' }).webOrigins).toEqual(['https://gatherly.example']);
    expect(config({ WEB_ORIGINS: 'https://a.example, https://b.example' }).webOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
