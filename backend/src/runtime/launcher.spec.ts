import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answering, entryPoint } from './entry-point';
import { chooseChildren } from './launcher';

const names = (env: Record<string, string>) => chooseChildren(env).map((spec) => spec.name);

describe('chooseChildren', () => {
  it('runs the API, the worker and the web servers by default', () => {
    expect(names({})).toEqual(['api', 'worker', 'web']);
  });

  it('runs only the children START_PROCESSES lists, in start order', () => {
    expect(names({ START_PROCESSES: 'worker, api' })).toEqual(['api', 'worker']);
  });

  it.each(['', 'api,', 'api,mailer'])('refuses START_PROCESSES=%j, naming the variable and the choices', (value) => {
    expect(() => chooseChildren({ START_PROCESSES: value })).toThrow(
      `START_PROCESSES must list some of api, worker, web, comma-separated, not "${value}"`,
    );
  });
});

describe('entryPoint', () => {
  it('points at the web app when it runs, else at the API, else nowhere', () => {
    expect(entryPoint(chooseChildren({}), { WEB_PORT: '8181' })).toMatchObject({
      what: 'the app',
      url: 'http://localhost:8181',
    });
    expect(entryPoint(chooseChildren({ START_PROCESSES: 'api,worker' }), {})).toEqual({
      what: 'the API',
      url: 'http://localhost:3000',
      health: ['http://127.0.0.1:3000/api/health'],
    });
    expect(entryPoint(chooseChildren({ START_PROCESSES: 'worker' }), {})).toBeNull();
  });

  it("checks the API's own address before the web server's proxy to it, which logs every failed request", () => {
    expect(entryPoint(chooseChildren({}), { WEB_PORT: '8181', API_PORT: '3333' })?.health).toEqual([
      'http://127.0.0.1:3333/api/health',
      'http://127.0.0.1:8181/api/health',
    ]);
  });

  it('checks only through the web server when the API runs elsewhere', () => {
    expect(entryPoint(chooseChildren({ START_PROCESSES: 'web' }), { WEB_PORT: '8181' })?.health).toEqual([
      'http://127.0.0.1:8181/api/health',
    ]);
  });
});

describe('answering', () => {
  let server: Server | undefined;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

  it('waits through refused connections and errors until the address answers 200', async () => {
    let calls = 0;
    server = createServer((_request, response) => {
      calls += 1;
      response.writeHead(calls < 3 ? 503 : 200).end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await answering(`http://127.0.0.1:${port}/api/health`, () => false, 10)).toBe(true);
    expect(calls).toBe(3);
  });

  it('gives up when told to, without having answered', async () => {
    let checks = 0;
    expect(await answering('http://127.0.0.1:1/api/health', () => ++checks > 2, 10)).toBe(false);
  });
});
