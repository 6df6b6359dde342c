import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';

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
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    // Only the message and stack: query parameters may hold personal data or token hashes.
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (!response.headersSent) response.status(body.statusCode).json(body);
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
  'entity.parse.failed': 'Request body is not valid JSON',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Request body encoding is not supported',
  'charset.unsupported': 'Request body charset is not supported',
};

/** body-parser's errors (malformed JSON, too large) reach us bare or wrapped by Nest; both are 4xx. */
function bodyParserProblem(exception: unknown): ErrorBody | null {
  const candidates = [exception, (exception as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const { type, status } = (candidate ?? {}) as { type?: unknown; status?: unknown };
    if (typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500) {
      const message = BODY_PARSER_MESSAGES[type] ?? 'Invalid request body';
      return { statusCode: status, message, error: reasonPhrase(status) };
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
