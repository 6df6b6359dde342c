import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import { redactUrl } from './redact-url';

/** The proxy's X-Request-Id when it looks like one, else a new id; Fastify and the log share it. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * Structured JSON logs with a request id (taken from X-Request-Id when a proxy set one). Credentials
 * never reach the log: headers are redacted and URLs lose their secret parts.
 */
export function loggerOptions(level: string): Params {
  return {
    pinoHttp: {
      level,
      genReqId: requestId,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { id: unknown; method: string; url: string; headers: Record<string, unknown> }) => ({
          id: request.id,
          method: request.method,
          url: redactUrl(request.url),
          headers: {
            'user-agent': request.headers['user-agent'],
            authorization: request.headers.authorization,
            cookie: request.headers.cookie,
          },
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
      autoLogging: { ignore: (request) => request.url === '/api/health' },
    },
  };
}
