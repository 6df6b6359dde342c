import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../../config/app-config';
import type { Db } from '../../database/sql';
import { AuthSessionsRepository } from './auth-sessions.repository';

/** Sessions an API process remembers at once; beyond that the least recently seen are asked again. */
const CACHED_SESSIONS = 50_000;

/**
 * Whether a session is still signed in. Every authenticated request asks, so answers are cached for
 * SESSION_CACHE_SECONDS: a session revoked through another API instance keeps working there for at most
 * that long; one revoked through this instance stops at once.
 */
@Injectable()
export class AuthSessionsService {
  private readonly active: LRUCache<string, boolean>;

  constructor(
    private readonly sessions: AuthSessionsRepository,
    config: AppConfig,
  ) {
    this.active = new LRUCache({ max: CACHED_SESSIONS, ttl: config.sessionCacheSeconds * 1000 });
  }

  async isActive(sessionId: string): Promise<boolean> {
    const cached = this.active.get(sessionId);
    if (cached !== undefined) return cached;
    const active = await this.sessions.isActive(sessionId);
    this.active.set(sessionId, active);
    return active;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
    this.active.set(sessionId, false);
  }

  /** Inside the caller's transaction: every session of the user ends (a disabled account). */
  async revokeAllOf(tx: Db, userId: string): Promise<number> {
    const revoked = await this.sessions.revokeAllOf(tx, userId);
    for (const sessionId of revoked) this.active.set(sessionId, false);
    return revoked.length;
  }
}
