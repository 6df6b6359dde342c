import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { RetryLaterException } from './retry-later.exception';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

/** PostgreSQL errors that can only come from what the client sent, mapped to the 4xx they deserve. */
const CLIENT_DATABASE_ERRORS: Record<string, { status: number; message: string }> = {
  '22P02': { status: HttpStatus.BAD_REQUEST, message: 'Invalid identifier or value' },
  '22001': { status: HttpStatus.BAD_REQUEST, message: 'A value is too long' },
  '22007': { status: HttpStatus.BAD_REQUEST, message: 'Invalid date' },
  '22008': { status: HttpStatus.BAD_REQUEST, message: 'Invalid date' },
  '23505': { status: HttpStatus.CONFLICT, message: 'This already exists' },
};

/**
 * Every error leaves the API as { statusCode, message, error }. Unknown errors become a 500 whose detail
 * is logged, never sent.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    // Only the message and stack: query parameters may hold personal data or token hashes.
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (reply.sent) return;
    if (exception instanceof RetryLaterException) void reply.header('Retry-After', String(exception.retryAfterSeconds));
    // A route may have declared another type (a calendar, an image) before it failed.
    void reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    const bodyProblem = bodyParserProblem(exception);
    if (bodyProblem) return bodyProblem;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const raw = typeof payload === 'string' ? payload : (payload as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
      return { statusCode: status, message, error: reasonPhrase(status) };
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string } | undefined)?.code;
      const known = code ? CLIENT_DATABASE_ERRORS[code] : undefined;
      if (known) return { statusCode: known.status, message: known.message, error: reasonPhrase(known.status) };
    }
    return {
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
      error: 'Internal Server Error',
    };
  }
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body does not match its Content-Length',
};

/** Fastify's errors while reading a body (malformed JSON, too large) reach us bare or wrapped by Nest. */
function bodyParserProblem(exception: unknown): ErrorBody | null {
  const candidates = [exception, (exception as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const { code, statusCode } = (candidate ?? {}) as { code?: unknown; statusCode?: unknown };
    if (typeof code === 'string' && code.startsWith('FST_') && typeof statusCode === 'number' && statusCode < 500) {
      const message = BODY_PARSER_MESSAGES[code] ?? 'Invalid request';
      return { statusCode, message, error: reasonPhrase(statusCode) };
    }
  }
  return null;
}

function reasonPhrase(status: number): string {
  const name = HttpStatus[status] as string | undefined;
  if (!name) return 'Error';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
