import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { putAfterContinue } from './support/expect-continue';
import { jpegWithGpsAndRotation } from './support/images';
import { type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { TEST_QUEUE_PREFIX } from './support/test-env';

// The web server `npm start` runs in front of the API (and each web app's container runs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { shellApp } = require('../../frontends/tooling/web-server.cjs') as {
  shellApp: (options: { root: string; apiUrl: string; remotes: object }) => FastifyInstance;
};

const TRIES = 10;

/** The shell's server on a free port in front of the API at apiUrl. */
async function webServerFor(apiUrl: string, root: string): Promise<{ server: FastifyInstance; url: string }> {
  const server = shellApp({ root, apiUrl, remotes: {} });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

describe('The web server in front of the real API', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'gatherly-web-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  describe('bodies over 1 MB', () => {
    let t: TestApp;
    let web: { server: FastifyInstance; url: string };
    let user: SignedInUser;

    beforeAll(async () => {
      t = await startTestApp();
      web = await webServerFor(t.baseUrl, root);
      user = await t.signIn(uniqueEmail('web-limits'));
    });
    afterAll(async () => {
      await web.server.close();
      await t.close();
    });

    it(`passes on the API’s 413 for a 1.1 MB JSON body, ${TRIES} times of ${TRIES}`, async () => {
      const body = JSON.stringify({ bio: 'x'.repeat(1_100_000) });
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const response = await fetch(`${web.url}/api/users/${user.id}`, {
          method: 'PUT',
          headers: { ...user.auth, 'Content-Type': 'application/json' },
          body,
        });
        expect({ attempt, status: response.status, body: await response.json() }).toEqual({
          attempt,
          status: 413,
          body: { statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' },
        });
      }
    });

    it('passes a 2 MB photo upload sent with Expect: 100-continue (as curl sends it) on to the API', async () => {
      const target = await fetch(`${web.url}/api/objects/upload`, { method: 'POST', headers: user.auth });
      const signed = new URL(((await target.json()) as { uploadURL: string }).uploadURL);
      const photo = await jpegWithGpsAndRotation();
      const file = Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024 - photo.length)]);
      const answer = await putAfterContinue(
        `${web.url}${signed.pathname}${signed.search}`,
        { 'Content-Type': 'image/jpeg' },
        file,
      );
      expect(answer).toEqual({ continued: true, status: 200, body: JSON.stringify({ ok: true }) });
      const uploadId = signed.pathname.split('/').pop();
      const [upload] = await t.db.query('SELECT status, "sizeBytes" FROM uploads WHERE id = $1', [uploadId]);
      expect(upload).toEqual({ status: 'received', sizeBytes: String(file.length) });
    });

    it(`passes on the API’s 413 for an 11 MB upload to a signed URL, ${TRIES} times of ${TRIES}`, async () => {
      const file = Buffer.alloc(11 * 1024 * 1024, 0xff);
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const target = await fetch(`${web.url}/api/objects/upload`, { method: 'POST', headers: user.auth });
        const { uploadURL } = (await target.json()) as { uploadURL: string };
        const signed = new URL(uploadURL);
        const response = await fetch(`${web.url}${signed.pathname}${signed.search}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'image/jpeg' },
          body: file,
        });
        expect({ attempt, status: response.status }).toEqual({ attempt, status: 413 });
        expect(await response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      }
    });
  });

  it('gives the API the client’s real address: forged X-Forwarded-For sign-ins are limited after 20', async () => {
    const t = await startTestApp({
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '20',
      QUEUE_PREFIX: `${TEST_QUEUE_PREFIX}-web-server-limits`,
    });
    const web = await webServerFor(t.baseUrl, root);
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 25; attempt++) {
        const response = await fetch(`${web.url}/api/auth/google?login_hint=${uniqueEmail('forged')}`, {
          redirect: 'manual',
          headers: { 'X-Forwarded-For': `198.51.100.${attempt}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(20).fill(302), ...Array(5).fill(429)]);
    } finally {
      await web.server.close();
      await t.close();
    }
  });
});
