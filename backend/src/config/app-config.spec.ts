import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
      'http://localhost:4106',
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

describe('AppConfig: Web Push', () => {
  const pair = {
    VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
    VAPID_PRIVATE_KEY: 'C'.repeat(43),
  };

  it('is off in production without a VAPID key pair, and uses the configured one', () => {
    expect(config(production).vapid).toBeNull();
    expect(config({ ...production, ...pair }).vapid).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'mailto:no-reply@gatherly.local',
    });
  });

  it("names the sender's address, or the configured subject, to push services", () => {
    expect(config({ ...production, ...pair, MAIL_FROM: 'Trips <hello@trips.example>' }).vapid?.subject).toBe(
      'mailto:hello@trips.example',
    );
    const subject = 'https://trips.example/contact';
    expect(config({ ...production, ...pair, VAPID_SUBJECT: subject }).vapid?.subject).toBe(subject);
  });

  it('generates a key pair once into the data folder outside production', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gatherly-vapid-'));
    try {
      const first = config({ NODE_ENV: 'test', DATA_DIR: dataDir }).vapid!;
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
      expect(config({ NODE_ENV: 'test', DATA_DIR: dataDir }).vapid).toEqual(first);
      const file = join(dataDir, 'vapid-keys.json');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        publicKey: first.publicKey,
        privateKey: first.privateKey,
      });
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lets the worker post to the big push services, and to this machine only outside production', () => {
    const services = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];
    expect(config(production).pushServiceHosts).toEqual(services);
    expect(config({ NODE_ENV: 'test' }).pushServiceHosts).toEqual([...services, 'localhost', '127.0.0.1']);
    expect(config({ PUSH_SERVICE_HOSTS: ' Push.Example , other.example' }).pushServiceHosts).toEqual([
      'push.example',
      'other.example',
    ]);
  });
});
