import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import { redactUrl } from './redact-url';

/** The proxy's X-Request-Id when it looks like one, else a new id; Fastify and the log share it. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

const REDACTED = '[redacted]';

interface LoggedRequest {
  id: unknown;
  method: string;
  url: string;
  headers: Record<string, unknown>;
}

/** A request as the logs show it: credentials only as present, the URL without its secret parts. */
export const serializeRequest = (request: LoggedRequest) => ({
  id: request.id,
  method: request.method,
  url: redactUrl(request.url),
  headers: {
    'user-agent': request.headers['user-agent'],
    authorization: request.headers.authorization === undefined ? undefined : REDACTED,
    cookie: request.headers.cookie === undefined ? undefined : REDACTED,
  },
});

export const serializeResponse = (response: { statusCode: number }) => ({ statusCode: response.statusCode });

/**
 * Structured JSON logs. Credentials never reach the log (see serializeRequest; written so by a serializer
 * rather than by pino's redact option, which clones every logged request to censor it).
 */
export function pinoOptions(level: string): LoggerOptions {
  return { level, serializers: { req: serializeRequest, res: serializeResponse } };
}

/**
 * Where both loggers write: stdout, each write at once, as Node itself writes to a pipe on Linux (the
 * request log hands it the lines of a turn of the event loop together: TurnBatchedLines). pino's
 * default hands every line to libuv's thread pool instead: about 20 µs of CPU a line on a 2-core
 * machine, against well under 1 µs for the write itself, and the request log writes a line per request.
 * A log reader that stops reading holds the API up, as it would hold up console.log.
 */
export function logDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: true });
}

/**
 * The application's own log lines (start-up, services, the worker's jobs) through Nest's logger. The
 * request log is not written here but by Fastify's log controller (request-log.ts): nestjs-pino's per-request
 * middleware runs each request inside an AsyncLocalStorage context, which cost the cheapest read a
 * sixth of its throughput.
 */
export function loggerOptions(level: string): Params {
  return { pinoHttp: [pinoOptions(level), logDestination()], forRoutes: [] };
}
