import { Agent, request } from 'node:http';
import { putAfterContinue } from '../../backend/test/support/expect-continue';
import { build, origin, received, shell, shellApp, useWebServers } from './support/web-server';

/**
 * What a browser on a slow line does: it uploads 11 MB in pieces over a second or more, and reads the
 * answer as soon as it comes. Resolves with what it saw, and whether its next request reused the connection.
 */
async function slowUpload(base: string, path: string): Promise<{ events: string[]; next: string }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = new URL(base);
  const events: string[] = [];
  try {
    await new Promise<void>((resolve) => {
      const upload = request({ port, host: '127.0.0.1', method: 'PUT', path, agent });
      upload.setHeader('Content-Length', 11 * 1024 * 1024);
      upload.on('response', (response) => {
        events.push(`answer ${response.statusCode}`);
        response.resume();
      });
      upload.on('error', (error: NodeJS.ErrnoException) => events.push(`error ${error.code}`));
      upload.on('close', resolve);
      // An upload nobody reads any more stalls: report that rather than wait for the test's time-out.
      upload.setTimeout(10_000, () => upload.destroy(Object.assign(new Error('stalled'), { code: 'STALLED' })));
      const piece = Buffer.alloc(256 * 1024, 1);
      let sent = 0;
      const send = () => {
        if (sent >= 11 * 1024 * 1024) {
          upload.end();
          return;
        }
        upload.write(piece);
        sent += piece.length;
        setTimeout(send, 5);
      };
      send();
    });
    const next = await new Promise<string>((resolve) => {
      const health = request({ port, host: '127.0.0.1', path: '/api/health', agent }, (response) =>
        response.resume().on('end', () => resolve(`${response.statusCode}${health.reusedSocket ? ' reused' : ''}`)),
      );
      health.on('error', (error: NodeJS.ErrnoException) => resolve(error.code!)).end();
    });
    return { events, next };
  } finally {
    agent.destroy();
  }
}

/** The shell's proxy to the API: forwarded headers, uploads, early answers, aborts, a down API. */
describe('The web server (frontends/tooling/web-server.cjs)', () => {
  useWebServers();

  describe('the API behind the shell', () => {
    it("replaces the client's X-Forwarded-For with the address it came from, and says how it came", async () => {
      received.length = 0;
      await fetch(`${origin(shell)}/api/health?signature=a+b%2Fc`, {
        headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' },
      });
      expect(received[0]!.url).toBe('/api/health?signature=a+b%2Fc');
      expect(received[0]!.headers).toMatchObject({
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': new URL(origin(shell)).host,
      });
    });

    it("streams a 5 MB upload through whole, past Fastify's default body limit of 1 MB", async () => {
      received.length = 0;
      const body = Buffer.alloc(5 * 1024 * 1024, 1);
      const response = await fetch(`${origin(shell)}/objects/upload/u1`, { method: 'PUT', body });
      expect(await response.json()).toEqual({ bytes: body.length });
      expect(received[0]!.bytes).toBe(body.length);
    });

    it('answers Expect: 100-continue itself and streams the 2 MB body that follows to the API', async () => {
      received.length = 0;
      const body = Buffer.alloc(2 * 1024 * 1024, 1);
      const answer = await putAfterContinue(`${origin(shell)}/objects/upload/u5`, {}, body);
      expect(answer).toEqual({ continued: true, status: 200, body: JSON.stringify({ bytes: body.length }) });
      expect(received[0]!.bytes).toBe(body.length);
      expect(received[0]!.headers.expect).toBeUndefined();
    });

    it('passes on an answer the API gives before reading an upload, 10 times of 10', async () => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await fetch(`${origin(shell)}/objects/upload/u2`, {
          method: 'PUT',
          body: Buffer.alloc(11 * 1024 * 1024, 1),
        });
        expect({ attempt, status: response.status }).toEqual({ attempt, status: 413 });
        expect(await response.json()).toEqual({ statusCode: 413, message: 'Request body is too large' });
      }
    });

    it('gives that answer to a browser still uploading, on a connection that stays usable', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(await slowUpload(origin(shell), '/objects/upload/u3')).toEqual({
          events: ['answer 413'],
          next: '200 reused',
        });
      }
    });

    it('ends the request to the API when the browser gives up mid-upload', async () => {
      const { port } = new URL(origin(shell));
      const upload = request({ port, host: '127.0.0.1', method: 'PUT', path: '/objects/upload/u4' });
      upload.on('error', () => undefined);
      upload.setHeader('Content-Length', 5 * 1024 * 1024);
      upload.write(Buffer.alloc(1024 * 1024, 1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      upload.destroy();
      const mine = () => received.filter((entry) => entry.url === '/objects/upload/u4');
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && mine().length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mine()).toEqual([expect.objectContaining({ abandoned: true })]);
    });

    it("answers 502 in the API's error shape when the API is down", async () => {
      const app = shellApp({ root: build, apiUrl: 'http://127.0.0.1:9', remotes: {} });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const response = await fetch(`${origin(app)}/api/health`);
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({
          statusCode: 502,
          message: 'The API is not answering',
          error: 'Bad Gateway',
        });
      } finally {
        await app.close();
      }
    });
  });
});
