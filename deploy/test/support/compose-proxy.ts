import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeFile, read, renderTemplate } from './repository';

/** The services the proxy forwards to, by the name its template gives them (`${API_UPSTREAM}`, …). */
export const PROXY_UPSTREAMS = [
  'api',
  'shell',
  'photos',
  'travel',
  'members',
  'settings',
  'costs',
  'admin',
  'objects',
] as const;
export type ProxyUpstream = (typeof PROXY_UPSTREAMS)[number];

export interface ComposeProxy {
  /** http://127.0.0.1:port */
  url: string;
  /** The variables the template was rendered with. */
  environment: Record<string, string>;
  stop(): void;
}

/** Whether this machine has nginx (Debian's package; .ci/run installs it). */
export function nginxInstalled(): boolean {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const variableOf = (upstream: ProxyUpstream) =>
  upstream === 'objects' ? 'OBJECT_STORE_UPSTREAM' : `${upstream.toUpperCase()}_UPSTREAM`;

/**
 * docker-compose.yml's proxy on this machine: Debian's nginx running deploy/proxy/default.conf.template,
 * rendered with the proxy service's own variables and `upstreams` (host:port) in place of the services'
 * names, listening on `port`. Answers once nginx answers its health check.
 */
export async function startComposeProxy(port: number, upstreams: Record<ProxyUpstream, string>): Promise<ComposeProxy> {
  const folder = mkdtempSync(join(tmpdir(), 'gatherly-proxy-'));
  const environment: Record<string, string> = {
    ...composeFile().services.proxy!.environment!,
    NGINX_RESOLVER: '127.0.0.1',
    PROXY_PORT: String(port),
    S3_BUCKET: 'gatherly-objects',
    ...Object.fromEntries(PROXY_UPSTREAMS.map((upstream) => [variableOf(upstream), upstreams[upstream]])),
  };
  writeFileSync(join(folder, 'default.conf'), renderTemplate(read('deploy/proxy/default.conf.template'), environment));
  for (const temp of ['body', 'proxy']) mkdirSync(join(folder, temp));
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${folder}/body;`,
      `  proxy_temp_path ${folder}/proxy;`,
      `  include ${folder}/default.conf;`,
      '}',
    ].join('\n'),
  );
  const nginx: ChildProcess = spawn('nginx', ['-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: 'inherit' });
  const stop = () => {
    nginx.kill();
    rmSync(folder, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, environment, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('nginx did not start');
}
