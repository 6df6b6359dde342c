import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One fixed window per key: INCR, the window's expiry set by the first hit, and a block key once the
 * limit is passed. Atomic in Redis, so every API instance counts against the same budget.
 */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local blocked = redis.call('PTTL', KEYS[2])
if blocked <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blocked = tonumber(ARGV[3])
end
return { hits, ttl, blocked }`;

/** A counter Redis has not answered within this is skipped. */
const COMMAND_TIMEOUT_MS = 250;

/**
 * Rate-limit counters in Redis, shared by every API instance. Without Redis (the embedded single-process
 * mode) the library's in-memory storage is used instead. When Redis does not answer, requests are let
 * through: a rate limiter must not take the API down with it.
 */
@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly redis: Redis | null;
  private readonly prefix: string;

  constructor(config: AppConfig) {
    this.prefix = `${config.queuePrefix}:throttle`;
    this.redis =
      config.queueBackend === 'redis'
        ? new Redis(config.redisUrl, {
            maxRetriesPerRequest: 1,
            enableOfflineQueue: false,
            lazyConnect: false,
            // A Redis that accepts connections but does not answer must not hold requests either.
            commandTimeout: COMMAND_TIMEOUT_MS,
          })
        : null;
    this.redis?.on('error', () => undefined);
  }

  get enabled(): boolean {
    return this.redis !== null;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const counter = `${this.prefix}:${throttlerName}:${key}`;
    try {
      const [hits, ttlMs, blockedMs] = (await this.redis!.eval(
        INCREMENT,
        2,
        counter,
        `${counter}:blocked`,
        ttl,
        limit,
        blockDuration,
      )) as [number, number, number];
      return {
        totalHits: hits,
        timeToExpire: Math.ceil(Math.max(ttlMs, 0) / 1000),
        isBlocked: blockedMs > 0,
        timeToBlockExpire: Math.ceil(Math.max(blockedMs, 0) / 1000),
      };
    } catch (error) {
      this.logger.warn(`Rate limiting skipped, Redis did not answer: ${(error as Error).message}`);
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  onApplicationShutdown(): void {
    // disconnect, not quit: quit waits for a connection that may never come, and reconnects meanwhile.
    this.redis?.disconnect();
  }
}
