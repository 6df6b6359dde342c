import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 that knows when the request may succeed: the error filter sends it as Retry-After. */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** "45 seconds", "3 minutes", "5 hours": the wait as a person says it, rounded up. */
export function describeWait(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
