import { ExecutionContext, Injectable, Module } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { RedisThrottlerStorage } from './redis-throttler.storage';
import { isMessageRoute, isReadRequest, isSignInRoute } from './throttle.decorators';

const MINUTE = 60_000;
const ALLOWED = Promise.resolve(true);

/**
 * Signed-in writers are limited per account, everyone else per address. One budget covers all routes of
 * a throttler (the library's default is one per route), so a client cannot spread its attempts.
 */
@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  /**
   * A request that no throttler counts (a read; anything but a sign-in for the sign-in throttler) passes
   * at once, without the library's metadata look-ups for each throttler, as the library would let it pass.
   */
  override canActivate(context: ExecutionContext): Promise<boolean> {
    const counted = this.throttlers.some((throttler) => !(throttler.skipIf ?? this.commonOptions.skipIf)?.(context));
    return counted ? super.canActivate(context) : ALLOWED;
  }

  protected override async getTracker(request: FastifyRequest): Promise<string> {
    return request.auth?.id ?? request.ip;
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${throttlerName}:${tracker}`;
  }
}

/** The counters' storage as a provider of its own, so its Redis connection closes with the app. */
@Module({ providers: [RedisThrottlerStorage], exports: [RedisThrottlerStorage] })
class ThrottlerStorageModule {}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [ThrottlerStorageModule],
      inject: [AppConfig, RedisThrottlerStorage],
      useFactory: (config: AppConfig, storage: RedisThrottlerStorage) => ({
        storage: storage.enabled ? storage : undefined,
        throttlers: [
          {
            name: 'write',
            ttl: MINUTE,
            limit: config.writeRateLimitPerMinute,
            skipIf: (context) => isReadRequest(context) || isSignInRoute(context),
          },
          {
            name: 'sign-in',
            ttl: MINUTE,
            limit: config.signInRateLimitPerMinute,
            skipIf: (context) => !isSignInRoute(context),
          },
          {
            name: 'messages',
            ttl: MINUTE,
            limit: config.messageRateLimitPerMinute,
            skipIf: (context) => !isMessageRoute(context),
          },
        ],
        errorMessage: 'Too many requests. Please wait a moment and try again.',
      }),
    }),
  ],
  providers: [AccountThrottlerGuard],
  exports: [AccountThrottlerGuard],
})
export class ThrottlingModule {}
