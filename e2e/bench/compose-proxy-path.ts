import { writeFileSync } from 'node:fs';
import { nginxInstalled, startComposeProxy } from '../../deploy/test/support/compose-proxy';
import { composeFile } from '../../deploy/test/support/repository';
import { E2E_REMOTE_MAP_FILE } from '../support/app-env';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REMOTES } = require('../../frontends/tooling/shell-page.cjs') as { REMOTES: Record<string, number> };

/** Where the bench puts docker-compose.yml's proxy in front of the app `npm start` runs. */
export const PROXY_PORT = 8090;
/** The proxy's address by name, as a browser signed in on the app's address sends its cookies to it. */
export const PROXY_URL = `http://localhost:${PROXY_PORT}`;
/** What `npm start` listens on: the API, beside the shell (8080) and each section on its own port. */
const API = '127.0.0.1:3000';

/**
 * Runs `work` against the app as docker-compose.yml serves it: Debian's nginx with the compose proxy's
 * template in front of the API, the shell and the sections of `npm start`, and the shell's remote map
 * the compose file's (each section under /sections/ of the proxy's origin). Null without nginx.
 */
export async function throughComposeProxy<T>(work: (url: string) => Promise<T>): Promise<T | null> {
  if (!nginxInstalled()) return null;
  const section = (name: string) => `127.0.0.1:${REMOTES[name]}`;
  const proxy = await startComposeProxy(PROXY_PORT, {
    api: API,
    shell: '127.0.0.1:8080',
    photos: section('photos'),
    travel: section('travel'),
    members: section('members'),
    settings: section('settings'),
    // Uploads only, which the bench does not make.
    objects: API,
  });
  writeFileSync(E2E_REMOTE_MAP_FILE, composeFile().services.shell!.environment!.REMOTE_MAP!);
  try {
    return await work(PROXY_URL);
  } finally {
    writeFileSync(E2E_REMOTE_MAP_FILE, '{}');
    proxy.stop();
  }
}
