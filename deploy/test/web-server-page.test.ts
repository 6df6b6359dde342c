import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, INLINE_SCRIPTS, origin, PAGE, shell, shellApp, useWebServers } from './support/web-server';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The Content-Security-Policy as directive → sources. */
function policyOf(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '').split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** The shell's page: its Content-Security-Policy and other security headers. */
describe('The web server (frontends/tooling/web-server.cjs)', () => {
  useWebServers();

  describe("the shell's page", () => {
    it('carries a policy: scripts from itself, the remotes and the hashes of its inline scripts; no framing', async () => {
      const response = await fetch(`${origin(shell)}/events/42/photos`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(PAGE);
      const policy = policyOf(response.headers.get('content-security-policy'));
      const local = (port: number) => `http://127.0.0.1:${port}`;
      // photos is a path of the shell's own origin, travel on a CDN, the others on this host's ports.
      const remotes = ['https://cdn.example.com', local(3103), local(3104), local(3105), local(3106)];
      expect(policy['script-src']!.sort()).toEqual(["'self'", ...remotes, ...INLINE_SCRIPTS.map(sha256)].sort());
      expect(policy['connect-src']!.sort()).toEqual(["'self'", ...remotes].sort());
      expect(policy['style-src']).toEqual(expect.arrayContaining(["'self'", ...remotes]));
      expect(policy).toMatchObject({
        'default-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('is the only way index.html goes out', async () => {
      const response = await fetch(`${origin(shell)}/index.html`);
      expect(await response.text()).toBe(PAGE);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('follows the remote map file as a release edits it', async () => {
      const file = join(build, 'remotes.json');
      const app = shellApp({ root: build, apiUrl: 'http://127.0.0.1:9', remotes: { file } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        for (const cdn of ['https://one.example.net', 'https://two.example.net']) {
          writeFileSync(file, JSON.stringify({ photos: `${cdn}/photos/mf-manifest.json` }));
          const policy = policyOf((await fetch(`${origin(app)}/`)).headers.get('content-security-policy'));
          expect(policy['script-src']).toContain(cdn);
          expect(await (await fetch(`${origin(app)}/remotes.json`)).json()).toMatchObject({
            photos: `${cdn}/photos/mf-manifest.json`,
          });
        }
      } finally {
        await app.close();
      }
    });

    it('adds HSTS only for https, as told by a trusted proxy', async () => {
      const behindProxy = shellApp({ root: build, apiUrl: 'http://127.0.0.1:9', remotes: {}, trustProxy: '127.0.0.1' });
      await behindProxy.listen({ port: 0, host: '127.0.0.1' });
      try {
        const https = await fetch(`${origin(behindProxy)}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
        expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect(policyOf(https.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([]);
        const http = await fetch(`${origin(behindProxy)}/`);
        expect(http.headers.get('strict-transport-security')).toBeNull();
      } finally {
        await behindProxy.close();
      }
      // Nobody is trusted by default: a client saying https is not believed.
      const claimed = await fetch(`${origin(shell)}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
    });
  });
});
