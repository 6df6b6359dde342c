import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import type { TierName } from '../../subscriptions/subscription-tier.entity';
import { LOCAL_IDP_PLAN_PARAM } from './local-idp.constants';
import type { AuthorizationRequestDto, TokenRequestDto } from './local-idp.dto';

interface LocalAccount {
  email: string;
  name: string;
  plan?: TierName;
}

interface CodePayload extends LocalAccount {
  redirectUri: string;
  challenge: string;
}

const CODE_AUDIENCE = 'local-idp-code';
const TOKEN_AUDIENCE = 'local-idp-userinfo';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** The stable subject the local provider gives an e-mail: the same account at every sign-in. */
export const localIdpSubject = (email: string) => `local-${sha256(email).toString('hex').slice(0, 24)}`;

/**
 * The embedded identity provider for development and tests. It plays Google's part of the code flow
 * honestly (client credentials, exact redirect URI, PKCE S256, short-lived codes) so the app's real
 * sign-in code runs against it. It trusts whoever types an e-mail: never enabled in production unless
 * explicitly asked for.
 */
@Injectable()
export class LocalIdpService {
  constructor(
    private readonly config: AppConfig,
    private readonly jwt: JwtService,
  ) {}

  checkClient(request: AuthorizationRequestDto): void {
    const google = this.config.google;
    if (request.client_id !== google.clientID) throw new BadRequestException('Unknown client_id');
    if (request.redirect_uri !== `${this.config.apiBaseUrl}/auth/google/callback`) {
      throw new BadRequestException('redirect_uri is not registered for this client');
    }
  }

  /** The redirect back to the app carrying a one-minute authorization code. */
  approve(request: AuthorizationRequestDto, account: LocalAccount): string {
    this.checkClient(request);
    const code = this.jwt.sign(
      { ...account, redirectUri: request.redirect_uri, challenge: request.code_challenge } satisfies CodePayload,
      { secret: this.config.authSecret, audience: CODE_AUDIENCE, expiresIn: 60 },
    );
    const target = new URL(request.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', request.state);
    return target.toString();
  }

  exchange(request: TokenRequestDto): { access_token: string; token_type: string; expires_in: number } {
    const google = this.config.google;
    if (request.client_id !== google.clientID || !safeEqual(request.client_secret, google.clientSecret)) {
      throw new UnauthorizedException('invalid_client');
    }
    let code: CodePayload;
    try {
      code = this.jwt.verify<CodePayload>(request.code, { secret: this.config.authSecret, audience: CODE_AUDIENCE });
    } catch {
      throw new BadRequestException('invalid_grant: the code is unknown or expired');
    }
    if (code.redirectUri !== request.redirect_uri)
      throw new BadRequestException('invalid_grant: redirect_uri mismatch');
    if (sha256(request.code_verifier).toString('base64url') !== code.challenge) {
      throw new BadRequestException('invalid_grant: PKCE verification failed');
    }
    const account: LocalAccount = { email: code.email, name: code.name, plan: code.plan };
    const expiresIn = 300;
    const accessToken = this.jwt.sign(account, {
      secret: this.config.authSecret,
      audience: TOKEN_AUDIENCE,
      expiresIn,
    });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn };
  }

  /** OpenID Connect userinfo, shaped like Google's. */
  userinfo(token: string | undefined): Record<string, unknown> {
    let account: LocalAccount;
    try {
      account = this.jwt.verify<LocalAccount>(token ?? '', {
        secret: this.config.authSecret,
        audience: TOKEN_AUDIENCE,
      });
    } catch {
      throw new UnauthorizedException('invalid_token');
    }
    return {
      sub: localIdpSubject(account.email),
      email: account.email,
      email_verified: true,
      name: account.name,
      picture: null,
      ...(account.plan ? { [LOCAL_IDP_PLAN_PARAM]: account.plan } : {}),
    };
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = sha256(a);
  const right = sha256(b);
  return timingSafeEqual(left, right);
}

/** "ada.lovelace@example.com" → "Ada Lovelace": a friendly default when scripts give only an e-mail. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
    .slice(0, 100);
}
