import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn } from 'pino';

const LOG_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's own logger (Fastify's request.log and reply.log), bound to its request id: pino's child
 * logger, made when the request first logs through it. A request that goes well never does (its
 * completion line is written by RequestLog, without it), and making pino's child for every request
 * (its bindings serialised, its options read) was a per-request cost of the cheapest read.
 */
export class RequestLogger implements FastifyBaseLogger {
  declare readonly fatal: LogFn;
  declare readonly error: LogFn;
  declare readonly warn: LogFn;
  declare readonly info: LogFn;
  declare readonly debug: LogFn;
  declare readonly trace: LogFn;
  declare readonly silent: LogFn;
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): LevelWithSilentOrString {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  /** pino's child logger, made on first use. */
  get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
}

// On the prototype, so that a request's logger is one small object, not one with seven closures.
for (const method of LOG_METHODS) {
  Object.defineProperty(RequestLogger.prototype, method, {
    value: function (this: RequestLogger, ...args: Parameters<LogFn>) {
      this.logger[method](...args);
    },
  });
}

/** Fastify's childLoggerFactory: each request's logger is a RequestLogger. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
