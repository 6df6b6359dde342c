/** A failed call: its message is the status code, a colon, then the response text (spec section 7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The server's own message, without the status prefix, for toasts that show it. */
  get serverMessage(): string {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : this.text;
  }
}

/** The server's message of an error, or the fallback text of a toast. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
