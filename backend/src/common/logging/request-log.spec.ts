import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { pinoOptions } from './logger.options';
import { RequestLog } from './request-log';

/** A destination that keeps each write it is handed. */
function captured() {
  const writes: string[] = [];
  return { writes, destination: { write: (chunk: string) => void writes.push(chunk) } };
}

function setUp(level = 'info') {
  const { writes, destination } = captured();
  const logger = pino(pinoOptions(level), destination);
  return { writes, logger, log: new RequestLog(logger, destination) };
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

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe('RequestLog', () => {
  it.each([
    [200, 30],
    [404, 40],
  ])('writes, for an answer with status %i, the line pino would write at level %i', async (status) => {
    const { writes, logger, log } = setUp();
    const [request, reply] = exchange(logger, status, '/api/invitations/tok3n/accept?code=abc&page=2');
    log.requestCompleted(null, request, reply);
    await nextTurn();
    const written = writes.join('');

    const level = status >= 400 ? 'warn' : 'info';
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    expect(withoutTime(written)).toBe(withoutTime(writes.at(-1)!));
    expect(written).not.toContain('secret');
    expect(written).not.toContain('tok3n');
    expect(JSON.parse(written)).toMatchObject({ reqId: 'req-1', req: { method: 'GET' }, res: { statusCode: status } });
  });

  it('writes the lines of one turn of the event loop in one write, when the turn ends', async () => {
    const { writes, logger, log } = setUp();
    for (let i = 0; i < 3; i++) log.requestCompleted(null, ...exchange(logger, 200));
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.trimEnd().split('\n')).toHaveLength(3);
  });

  it("writes a failed request's line with its error after the lines waiting before it", () => {
    const { writes, logger, log } = setUp();
    log.requestCompleted(null, ...exchange(logger, 200));
    log.requestCompleted(new Error('database gone'), ...exchange(logger, 500));
    expect(writes).toHaveLength(2);
    expect(JSON.parse(writes[0]!)).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(JSON.parse(writes[1]!)).toMatchObject({ level: 50, err: { message: 'database gone' } });
  });

  it('leaves out what is below the level, and health checks', async () => {
    const { writes, logger, log } = setUp('warn');
    log.requestCompleted(null, ...exchange(logger, 200));
    log.requestCompleted(null, ...exchange(logger, 404, '/api/health'));
    log.requestCompleted(null, ...exchange(logger, 404));
    await nextTurn();
    expect(
      writes
        .join('')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).res.statusCode),
    ).toEqual([404]);
  });

  it('writes the lines still waiting when the process exits in the same turn', () => {
    const script = `
      const { requestLogging } = require('./src/common/logging/request-log');
      const { logger, controller } = requestLogging('info');
      const reply = { statusCode: 200, elapsedTime: 1, log: logger.child({ reqId: 'last' }) };
      controller.requestCompleted(null, { id: 'last', method: 'GET', url: '/api/events', headers: {} }, reply);
      process.exit(0);`;
    const output = execFileSync(process.execPath, ['-r', './test/support/register-ts.js', '-e', script], {
      cwd: join(__dirname, '..', '..', '..'),
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toMatchObject({ reqId: 'last', msg: 'request completed' });
  });
});
