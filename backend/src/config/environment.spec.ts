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
});
