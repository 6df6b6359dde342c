import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { logDestination, pinoOptions } from './logger.options';

/** The logger Fastify gives each request (as request.log, bound to the request id). */
export const requestLogger = (level: string) => pino(pinoOptions(level), logDestination());

/**
 * Fastify's request log, one JSON line per answered request instead of two: its id (X-Request-Id when a
 * proxy set one), method, redacted URL, status and time; warn for a 4xx, error for a 5xx or a failed
 * response. Health checks are not logged.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => request.url === '/api/health' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const level = error || reply.statusCode >= 500 ? 'error' : reply.statusCode >= 400 ? 'warn' : 'info';
    reply.log[level](
      { req: request, res: reply, err: error ?? undefined, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
