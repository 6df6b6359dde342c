import { join } from 'node:path';
import { REPO_ROOT, chooseDatabase, chooseQueue, embeddedPort, resolveDataDir } from './resolve-runtime';

const local = { host: '127.0.0.1', port: 5432 };
const redis = { host: '127.0.0.1', port: 6379 };

describe('chooseDatabase', () => {
  it('uses DATABASE_URL when set, whatever answers locally', () => {
    expect(chooseDatabase({ DATABASE_URL: 'postgres://db/app' }, local, true)).toEqual({
      kind: 'configured',
      url: 'postgres://db/app',
      reason: 'DATABASE_URL is set',
    });
  });

  it('uses the local server when it answers', () => {
    expect(chooseDatabase({}, local, true)).toEqual({
      kind: 'local',
      url: 'postgres://postgres@127.0.0.1:5432/gatherly',
      reason: 'PostgreSQL answers on 127.0.0.1:5432',
    });
  });

  it('falls back to the embedded server', () => {
    expect(chooseDatabase({ DATABASE_URL: '' }, local, false)).toEqual({
      kind: 'embedded',
      reason: 'nothing answers on 127.0.0.1:5432',
    });
  });
});

describe('chooseQueue', () => {
  it('uses REDIS_URL when set', () => {
    expect(chooseQueue({ REDIS_URL: 'redis://cache:6380' }, redis, false)).toMatchObject({
      backend: 'redis',
      url: 'redis://cache:6380',
    });
  });

  it('uses the local Redis when it answers', () => {
    expect(chooseQueue({}, redis, true)).toEqual({
      backend: 'redis',
      url: 'redis://127.0.0.1:6379',
      reason: 'Redis answers on 127.0.0.1:6379',
    });
  });

  it('keeps the queues in PostgreSQL when no Redis answers', () => {
    expect(chooseQueue({}, redis, false)).toEqual({ backend: 'postgres', reason: 'nothing answers on 127.0.0.1:6379' });
  });

  it('honours an explicit QUEUE_BACKEND', () => {
    expect(chooseQueue({ QUEUE_BACKEND: 'postgres', REDIS_URL: 'redis://cache' }, redis, true).backend).toBe(
      'postgres',
    );
    expect(chooseQueue({ QUEUE_BACKEND: 'redis' }, redis, false)).toMatchObject({ backend: 'redis' });
  });
});

describe('resolveDataDir', () => {
  it('defaults to .data at the repository root', () => {
    expect(resolveDataDir({})).toBe(join(REPO_ROOT, '.data'));
    expect(REPO_ROOT).toBe(join(__dirname, '..', '..', '..'));
  });

  it('resolves a relative DATA_DIR against the repository root and keeps an absolute one', () => {
    expect(resolveDataDir({ DATA_DIR: 'var/data' })).toBe(join(REPO_ROOT, 'var', 'data'));
    expect(resolveDataDir({ DATA_DIR: '/srv/gatherly' })).toBe('/srv/gatherly');
  });
});

describe('embeddedPort', () => {
  it('is 54329 unless EMBEDDED_POSTGRES_PORT says otherwise', () => {
    expect(embeddedPort({})).toBe(54329);
    expect(embeddedPort({ EMBEDDED_POSTGRES_PORT: '55000' })).toBe(55000);
  });

  it('refuses a value that is not a port', () => {
    expect(() => embeddedPort({ EMBEDDED_POSTGRES_PORT: 'abc' })).toThrow(/EMBEDDED_POSTGRES_PORT/);
  });
});
