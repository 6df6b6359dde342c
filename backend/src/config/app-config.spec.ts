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
    expect(config({ ...production, PUBLIC_URL: 'https://gatherly.example/' }).webOrigins).toEqual([
      'https://gatherly.example',
    ]);
    expect(config({ WEB_ORIGINS: 'https://a.example, https://b.example' }).webOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('also allows the remotes’ standalone dev servers in development, and only there', () => {
    expect(config({}).webOrigins).toEqual([
      'http://localhost:8080',
      'http://localhost:4101',
      'http://localhost:4102',
      'http://localhost:4103',
      'http://localhost:4104',
      'http://localhost:4105',
    ]);
    expect(config({ NODE_ENV: 'test' }).webOrigins).toEqual(['http://localhost:8080']);
  });

  it('links a place to OpenStreetMap by default, or to the configured map', () => {
    expect(config({}).mapLink('Quinta da Regaleira, Sintra')).toBe(
      'https://www.openstreetmap.org/search?query=Quinta%20da%20Regaleira%2C%20Sintra',
    );
    const google = config({ MAP_LINK_TEMPLATE: 'https://maps.google.com/?q={query}' });
    expect(google.mapLink('A & B')).toBe('https://maps.google.com/?q=A%20%26%20B');
    expect(google.mapLink(null)).toBeNull();
  });
});
