import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { logDestination, pinoOptions } from './logger.options';
import { RequestLog } from './request-log';

/** A destination that keeps each write it is handed. */
function captured() {
  const writes: string[] = [];
  return { writes, destination: { write: (chunk: string) => void writes.push(chunk) } };
}

function setUp(level = 'info') {
  const { writes, destination } = captured();
  const logger = pino(pinoOptions(level), destination);
  return { writes, logger, log: new RequestLog(logger) };
}

function exchange(logger: pino.Logger, statusCode: number, url = '/api/events') {
  const request = {
    id: 'req-1',
    method: 'GET',
    url,
    headers: { 'user-agent': 'Phone "8" \u0001 ✓', authorization: 'Bearer secret', cookie: 'gatherly_refresh=secret' },
  } as unknown as FastifyRequest;
  const reply = { statusCode, elapsedTime: 1.25, log: logger.child({ reqId: 'req-1' }) } as unknown as FastifyReply;
  return [request, reply] as const;
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

/** Runs a script in a process of its own, with the backend's TypeScript loader; its standard output. */
function runScript(script: string): string {
  const { stdout } = spawnSync(process.execPath, ['-r', './test/support/register-ts.js', '-e', script], {
    cwd: join(__dirname, '..', '..', '..'),
    encoding: 'utf8',
  });
  return stdout;
}

describe('RequestLog', () => {
  it.each([
    [200, 30],
    [404, 40],
  ])('writes, for an answer with status %i, the line pino would write at level %i', (status) => {
    const { writes, logger, log } = setUp();
    const [request, reply] = exchange(logger, status, '/api/invitations/tok3n/accept?code=abc&page=2');
    log.requestCompleted(null, request, reply);
    const written = writes.join('');

    const level = status >= 400 ? 'warn' : 'info';
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    expect(withoutTime(written)).toBe(withoutTime(writes.at(-1)!));
    expect(written).not.toContain('secret');
    expect(written).not.toContain('tok3n');
    expect(JSON.parse(written)).toMatchObject({ reqId: 'req-1', req: { method: 'GET' }, res: { statusCode: status } });
  });

  it("writes a failed request's line with its error, after the lines before it", () => {
    const { writes, logger, log } = setUp();
    log.requestCompleted(null, ...exchange(logger, 200));
    log.requestCompleted(new Error('database gone'), ...exchange(logger, 500));
    expect(writes).toHaveLength(2);
    expect(JSON.parse(writes[0]!)).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(JSON.parse(writes[1]!)).toMatchObject({ level: 50, err: { message: 'database gone' } });
  });

  it('leaves out what is below the level, and health checks', () => {
    const { writes, logger, log } = setUp('warn');
    log.requestCompleted(null, ...exchange(logger, 200));
    log.requestCompleted(null, ...exchange(logger, 404, '/api/health'));
    log.requestCompleted(null, ...exchange(logger, 404));
    expect(writes.map((line) => JSON.parse(line).res.statusCode)).toEqual([404]);
  });
});

describe("The process's log destination", () => {
  const logOneRequest = `
    const { requestLogging } = require('./src/common/logging/request-log');
    const { logger, controller } = requestLogging('info');
    const reply = { statusCode: 200, elapsedTime: 1, log: logger.child({ reqId: 'last' }) };
    controller.requestCompleted(null, { id: 'last', method: 'GET', url: '/api/events', headers: {} }, reply);`;

  it('writes the lines still waiting when the process exits', () => {
    const output = runScript(`${logOneRequest}; process.exit(0);`);
    expect(JSON.parse(output)).toMatchObject({ reqId: 'last', msg: 'request completed' });
  });

  it('writes a waiting line within about a second while the process is idle', () => {
    // Killed with SIGKILL, the process writes nothing on its way out: the line got out before.
    const output = runScript(`${logOneRequest}; setTimeout(() => process.kill(process.pid, 'SIGKILL'), 1500);`);
    expect(JSON.parse(output)).toMatchObject({ reqId: 'last', msg: 'request completed' });
  });

  it('is one per process, shared by the request log and the application log', () => {
    expect(logDestination()).toBe(logDestination());
  });
});
