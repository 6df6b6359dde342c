import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { logDestination, pinoOptions, serializeRequest, serializeResponse } from './logger.options';
import { TurnBatchedLines } from './turn-batched-lines';

/**
 * The logger Fastify gives each request (as request.log, bound to the request id) and the request log,
 * writing to the same destination.
 */
export function requestLogging(level: string): { logger: Logger; controller: RequestLog } {
  const destination = logDestination();
  const logger = pino(pinoOptions(level), destination);
  return { logger, controller: new RequestLog(logger, destination) };
}

/**
 * Fastify's request log, one JSON line per answered request instead of two: its id (X-Request-Id when a
 * proxy set one), method, redacted URL, status and time; warn for a 4xx, error for a 5xx or a failed
 * response. Health checks are not logged.
 *
 * The line of an answered request is the one pino would write through the request's child logger, put
 * together here from the same serializers and written with the other lines of its turn of the event loop
 * (TurnBatchedLines): pino's general formatting and a write per line cost the cheapest read about a
 * twentieth of its throughput. A failed request's line, with its error, goes through pino.
 */
export class RequestLog extends LogController {
  private readonly lines: TurnBatchedLines;
  /** What pino writes after the time on every line (`,"pid":…,"hostname":…`). */
  private readonly base: string;

  constructor(
    private readonly logger: Logger,
    destination: DestinationStream,
  ) {
    super({ disableRequestLogging: (request) => request.url === '/api/health' });
    this.lines = new TurnBatchedLines(destination);
    this.base = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error || reply.statusCode >= 500) {
      this.lines.flush();
      reply.log.error({ req: request, res: reply, err: error ?? undefined, responseTime: reply.elapsedTime }, MESSAGE);
      return;
    }
    const level = reply.statusCode >= 400 ? 'warn' : 'info';
    if (!this.logger.isLevelEnabled(level)) return;
    this.lines.write(
      `{"level":${this.logger.levels.values[level]},"time":${Date.now()}${this.base},` +
        `${JSON.stringify(this.requestIdLogLabel)}:${JSON.stringify(request.id)},` +
        `"req":${JSON.stringify(serializeRequest(request))},"res":${JSON.stringify(serializeResponse(reply))},` +
        `"responseTime":${reply.elapsedTime},"msg":${JSON.stringify(MESSAGE)}}\n`,
    );
  }
}

const MESSAGE = 'request completed';
