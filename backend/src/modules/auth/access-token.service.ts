import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import { createSecretKey, KeyObject } from 'node:crypto';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { AppConfig } from '../../config/app-config';

const AUDIENCE = 'gatherly-api';
const ISSUER = 'gatherly';
/** Verified tokens an API process remembers at once; beyond that the least recently used are checked again. */
const VERIFIED_TOKENS = 10_000;

export interface IssuedAccessToken {
  token: string;
  /** Milliseconds since the epoch, so the client can refresh five minutes before. */
  expiresAt: number;
}

/** Short-lived bearer tokens: the only proof of identity the API accepts on its routes. */
@Injectable()
export class AccessTokenService {
  /**
   * A key object made once: given the secret as a string, jsonwebtoken first tries to parse it as a
   * public key on every call, which costs more than the rest of a request.
   */
  private readonly key: KeyObject;
  /**
   * Tokens whose signature and claims were checked, each until it expires: a client sends the same token
   * with every request of its lifetime, and checking it (decoding, two JSON parses, the HMAC, the claims)
   * cost more than any other step of the cheapest read. Only the exact token string finds its entry, so
   * nothing unverified is ever trusted; whether its session is still signed in is asked on every request.
   */
  private readonly verified = new LRUCache<string, AuthenticatedUser>({ max: VERIFIED_TOKENS });

  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.authSecret));
  }

  async issue(user: AuthenticatedUser): Promise<IssuedAccessToken> {
    const ttl = this.config.accessTokenTtlSeconds;
    const token = await this.jwt.signAsync(
      { email: user.email, sid: user.sessionId },
      {
        subject: user.id,
        audience: AUDIENCE,
        issuer: ISSUER,
        expiresIn: ttl,
        secret: this.key as unknown as Buffer,
        algorithm: 'HS256',
      },
    );
    return { token, expiresAt: Date.now() + ttl * 1000 };
  }

  /** The token's claims when its signature and lifetime hold; whether its session still does is asked apart. */
  async verify(token: string): Promise<AuthenticatedUser | null> {
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const payload = await this.jwt.verifyAsync<{ sub: string; email: string; sid?: unknown; exp: number }>(token, {
        audience: AUDIENCE,
        issuer: ISSUER,
        secret: this.key as unknown as Buffer,
        algorithms: ['HS256'],
      });
      // Tokens from before sessions were tracked carry no session: the client refreshes and gets one.
      if (typeof payload.sid !== 'string') return null;
      const user = Object.freeze({ id: payload.sub, email: payload.email, sessionId: payload.sid });
      // Remembered until the moment jsonwebtoken would call it expired (exp, in seconds since the epoch).
      this.verified.set(token, user, { ttl: payload.exp * 1000 - Date.now() });
      return user;
    } catch {
      return null;
    }
  }
}
