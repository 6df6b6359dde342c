import type { Env } from './resolve-runtime';
import type { ChildSpec } from './supervisor';

/*
 * What says `npm start`'s app is up, and the polling that waits for it: used by the launcher and by the
 * browser tests' start-up, which runs the same app. No imports but types, so a test harness without the
 * backend's compiler settings can load it.
 */

/** Where the user finds the app (the web app when it runs, else the API), and what answers once it is up. */
export interface EntryPoint {
  what: 'the app' | 'the API';
  url: string;
  /**
   * The health checks that say it is up, polled in turn. The web server proxies /api to the API: polled
   * through it before the API listens, each check was a failed proxy request, which the web server rightly
   * logs as a warning with its stack (about ten of them on every `npm start`). So the API's own address
   * comes first when the API is one of the children, then the API through the web server.
   */
  health: string[];
}

export function entryPoint(children: ReadonlyArray<Pick<ChildSpec, 'name'>>, env: Env): EntryPoint | null {
  const healthAt = (port: string) => `http://127.0.0.1:${port}/api/health`;
  const apiPort = env.API_PORT || '3000';
  const runsApi = children.some((spec) => spec.name === 'api');
  if (children.some((spec) => spec.name === 'web')) {
    const webPort = env.WEB_PORT || '8080';
    return {
      what: 'the app',
      url: `http://localhost:${webPort}`,
      health: [...(runsApi ? [healthAt(apiPort)] : []), healthAt(webPort)],
    };
  }
  if (runsApi) return { what: 'the API', url: `http://localhost:${apiPort}`, health: [healthAt(apiPort)] };
  return null;
}

/**
 * Resolves once `url` answers 200, polling every `intervalMs`; false if `give up` says so first. The
 * processes listen a few seconds after they are spawned: the address is announced only when it works.
 */
export async function answering(url: string, giveUp: () => boolean, intervalMs = 500): Promise<boolean> {
  while (!giveUp()) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

/** Resolves once each of `urls` has answered 200, in turn (see answering). */
export async function allAnswering(urls: string[], giveUp: () => boolean): Promise<boolean> {
  for (const url of urls) if (!(await answering(url, giveUp))) return false;
  return true;
}
