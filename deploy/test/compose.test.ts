import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeCommand, composeFile, envExample, read, ROOT } from './support/repository';

const WEB_APPS = ['shell', 'photos', 'travel', 'members', 'settings', 'costs', 'admin'];
const SERVICES = ['postgres', 'redis', 'objects', 'mailpit', 'api', 'worker', ...WEB_APPS, 'proxy'];

describe('docker-compose.yml', () => {
  const compose = composeFile();

  it('is valid for `docker compose config` with the variables of .env.example', () => {
    const command = composeCommand();
    if (!command) {
      // .ci/run installs one; a developer's machine without Docker still runs every other check.
      if (process.env.CI) throw new Error('CI needs docker compose or docker-compose to validate the file');
      console.warn('Skipped `docker compose config`: neither docker compose nor docker-compose is installed');
      return;
    }
    // A folder of its own with .env from .env.example, since the real .env is the deployer's.
    const folder = mkdtempSync(join(tmpdir(), 'gatherly-compose-'));
    try {
      copyFileSync(join(ROOT, 'docker-compose.yml'), join(folder, 'docker-compose.yml'));
      copyFileSync(join(ROOT, '.env.example'), join(folder, '.env'));
      for (const path of ['backend', 'frontends', 'deploy']) symlinkSync(join(ROOT, path), join(folder, path));
      const [program, ...args] = command;
      const output = execFileSync(program!, [...args, 'config'], { cwd: folder, encoding: 'utf8' });
      expect(output).toContain('S3_PUBLIC_ENDPOINT: http://localhost:8080');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('runs every part of the product', () => {
    expect(Object.keys(compose.services).sort()).toEqual(expect.arrayContaining(SERVICES.sort()));
  });

  it('builds the api, the worker and each web app from its own Dockerfile target or argument', () => {
    expect(compose.services.api!.build).toMatchObject({ dockerfile: 'backend/Dockerfile', target: 'api' });
    expect(compose.services.worker!.build).toMatchObject({ dockerfile: 'backend/Dockerfile', target: 'worker' });
    for (const app of WEB_APPS) {
      expect(compose.services[app]!.build).toMatchObject({ dockerfile: 'frontends/Dockerfile', args: { APP: app } });
    }
  });

  it('keeps the api scalable: no fixed name, no host port, reached only through the proxy', () => {
    const api = compose.services.api!;
    expect(api.container_name).toBeUndefined();
    expect(api.ports).toBeUndefined();
    expect(api.deploy?.replicas).toBeGreaterThan(1);
    expect(compose.services.proxy!.environment!.API_UPSTREAM).toBe('api:3000');
  });

  it('keeps PostgreSQL, Redis (append-only) and the object store on named volumes', () => {
    expect(compose.services.postgres!.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(compose.services.redis!.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    expect(compose.services.redis!.volumes).toContain('redis-data:/data');
    expect(compose.services.objects!.volumes).toContain('object-data:/data');
    expect(Object.keys(compose.volumes)).toEqual(
      expect.arrayContaining(['postgres-data', 'redis-data', 'object-data']),
    );
  });

  it('gives every long-running service a health check', () => {
    const images = ['postgres', 'redis', 'objects', 'mailpit', 'proxy'];
    for (const name of images) expect(compose.services[name]!.healthcheck?.test.length).toBeGreaterThan(0);
    // The api, the worker and the web apps declare theirs in their Dockerfiles (checked there).
  });

  it('takes every secret from the env file, and .env.example documents each variable it uses', () => {
    const text = read('docker-compose.yml');
    const used = new Set([...text.matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((match) => match[1]!));
    const documented = envExample();
    for (const name of used) expect({ name, documented: name in documented }).toEqual({ name, documented: true });
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/PASSWORD|SECRET|ACCESS_KEY/.test(key)) {
          expect({ service: name, key, value }).toEqual({ service: name, key, value: expect.stringMatching(/^\$\{/) });
        }
      }
    }
    expect(read('.gitignore').split('\n')).toContain('.env');
  });

  it("points the shell's runtime remote map at the paths the proxy serves each remote under", () => {
    const map = JSON.parse(compose.services.shell!.environment!.REMOTE_MAP!) as Record<string, string>;
    const template = read('deploy/proxy/default.conf.template');
    for (const remote of ['photos', 'travel', 'members', 'settings', 'costs', 'admin']) {
      expect(map[remote]).toBe(`/sections/${remote}/mf-manifest.json`);
      expect(template).toContain(`location /sections/${remote}/ {`);
    }
  });
});
