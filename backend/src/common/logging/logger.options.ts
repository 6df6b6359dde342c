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

let destination: DestinationStream | undefined;

/**
 * Where both loggers of a process write: stdout through pino's buffered asynchronous destination, shared
 * so that their lines never interleave. Lines go out once 4 KB wait, or within a second when the process
 * is idle; pino writes what is left when the process exits.
 */
export function logDestination(): DestinationStream {
  destination ??= pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  return destination;
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
