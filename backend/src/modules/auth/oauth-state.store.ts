import type { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';

export const OAUTH_STATE_COOKIE = 'gatherly_oauth';
const STATE_TTL_SECONDS = 600;
const AUDIENCE = 'gatherly-oauth-state';

type StoreCallback = (error: Error | null, handle?: string) => void;
type VerifyCallback = (error: Error | null, verifier?: string | false, info?: { message: string }) => void;

interface StatePayload {
  handle: string;
  verifier: string;
  origin: string;
}

/**
 * Keeps the OAuth state and PKCE verifier of a sign-in in a signed, httpOnly cookie scoped to the
 * callback, instead of a server session: any API instance can finish a flow another one started.
 */
export class OAuthStateCookieStore {
  constructor(
    private readonly jwt: JwtService,
    private readonly secret: string,
    private readonly secureCookies: boolean,
  ) {}

  /** Arity matters: passport-oauth2 passes the PKCE verifier only to a five-argument store. */
  store(request: FastifyRequest, verifier: string, _state: unknown, _meta: unknown, callback: StoreCallback): void {
    const handle = randomBytes(16).toString('base64url');
    const origin = typeof request.signInOrigin === 'string' ? request.signInOrigin : '';
    const value = this.jwt.sign({ handle, verifier, origin } satisfies StatePayload, {
      secret: this.secret,
      audience: AUDIENCE,
      expiresIn: STATE_TTL_SECONDS,
    });
    request.signInReply?.setCookie(OAUTH_STATE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      path: '/api/auth/google',
      maxAge: STATE_TTL_SECONDS,
    });
    callback(null, handle);
  }

  verify(request: FastifyRequest, providedState: string, callback: VerifyCallback): void {
    const cookie = request.cookies?.[OAUTH_STATE_COOKIE];
    request.signInReply?.clearCookie(OAUTH_STATE_COOKIE, { path: '/api/auth/google' });
    const failure = { message: 'Your sign-in took too long or was started elsewhere. Please try again.' };
    if (typeof cookie !== 'string') return callback(null, false, failure);
    try {
      const payload = this.jwt.verify<StatePayload>(cookie, { secret: this.secret, audience: AUDIENCE });
      if (payload.handle !== providedState) return callback(null, false, failure);
      request.signInOrigin = payload.origin;
      callback(null, payload.verifier);
    } catch {
      callback(null, false, failure);
    }
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The web origin that opened the sign-in popup, checked against the configured origins. */
    signInOrigin?: string;
    /** Set by the GoogleAuthGuard: where the store writes its cookie while passport runs. */
    signInReply?: FastifyReply;
  }
}
