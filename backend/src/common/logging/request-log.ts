import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { pinoOptions } from './logger.options';

/** The logger Fastify gives each request (as request.log, bound to the request id). */
export const requestLogger = (level: string) => pino(pinoOptions(level));

/**
 * One JSON line per answered request, with its id (X-Request-Id when a proxy set one), method,
 * redacted URL, status and time: warn for a 4xx, error for a 5xx. Health checks are not logged.
 */
export function logRequests(instance: FastifyInstance): void {
  instance.addHook('onResponse', async (request, reply) => {
    if (request.url === '/api/health') return;
    const level = reply.statusCode >= 500 ? 'error' : reply.statusCode >= 400 ? 'warn' : 'info';
    request.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
