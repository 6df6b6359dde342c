import pino from 'pino';
import { pinoOptions } from './logger.options';
import { RequestLogger } from './request-logger';

function setUp(level = 'info') {
  const lines: string[] = [];
  const parent = pino(pinoOptions(level), { write: (line: string) => void lines.push(line) });
  const child = jest.spyOn(parent, 'child');
  return { lines, parent, child };
}

describe('RequestLogger', () => {
  it('makes no pino child for a request that logs nothing', () => {
    const { parent, child } = setUp();
    const logger = new RequestLogger(parent, { reqId: 'req-1' }, {});
    expect(logger.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it("writes what pino's child would, bound to the request id, making that child once", () => {
    const { lines, parent, child } = setUp();
    const logger = new RequestLogger(parent, { reqId: 'req-1' }, {});
    logger.warn({ detail: 'slow' }, 'first');
    logger.error('second %s', 'time');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-1', detail: 'slow', msg: 'first' }),
      expect.objectContaining({ level: 50, reqId: 'req-1', msg: 'second time' }),
    ]);
  });

  it("keeps a route's own level, and leaves out what is below it", () => {
    const { lines, parent } = setUp('info');
    const logger = new RequestLogger(parent, { reqId: 'req-2' }, { level: 'error' });
    expect(logger.level).toBe('error');
    logger.warn('below the route level');
    logger.error('at it');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['at it']);
  });

  it('gives children of its own that keep the request id', () => {
    const { lines, parent } = setUp();
    new RequestLogger(parent, { reqId: 'req-3' }, {}).child({ step: 'upload' }).info('stored');
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'req-3', step: 'upload', msg: 'stored' });
  });
});
