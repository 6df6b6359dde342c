import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { IsNull, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AuthSession } from './auth-session.entity';

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
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    config: AppConfig,
  ) {
    this.active = new LRUCache({ max: CACHED_SESSIONS, ttl: config.sessionCacheSeconds * 1000 });
  }

  async isActive(sessionId: string): Promise<boolean> {
    const cached = this.active.get(sessionId);
    if (cached !== undefined) return cached;
    const session = await this.sessions.findOne({ select: { id: true, revokedAt: true }, where: { id: sessionId } });
    const active = session !== null && session.revokedAt === null;
    this.active.set(sessionId, active);
    return active;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
    this.active.set(sessionId, false);
  }
}
