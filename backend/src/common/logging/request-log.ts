import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Logger } from 'pino';
import { logDestination, pinoOptions } from './logger.options';

/**
 * The logger Fastify gives each request (as request.log, bound to the request id) and the request log,
 * writing to the process's log destination.
 */
export function requestLogging(level: string): { logger: Logger; controller: RequestLog } {
  const logger = pino(pinoOptions(level), logDestination());
  return { logger, controller: new RequestLog(logger) };
}

/**
 * Fastify's request log, one JSON line per answered request instead of two: its id (X-Request-Id when a
 * proxy set one), method, redacted URL, status and time; warn for a 4xx, error for a 5xx or a failed
 * response. Health checks are not logged.
 */
export class RequestLog extends LogController {
  constructor(private readonly logger: Logger) {
    super({ disableRequestLogging: (request) => request.url === '/api/health' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error || reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error ?? undefined, responseTime: reply.elapsedTime }, MESSAGE);
      return;
    }
    // The line the request's own logger would write, without making that logger for a request that went well.
    this.logger[reply.statusCode >= 400 ? 'warn' : 'info'](
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      MESSAGE,
    );
  }
}

const MESSAGE = 'request completed';
