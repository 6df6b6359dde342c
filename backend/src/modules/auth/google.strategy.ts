import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { PassportStrategy } from '@nestjs/passport';
import { Profile, Strategy } from 'passport-google-oauth20';
import { AppConfig } from '../../config/app-config';
import { TIER_NAMES, TierName } from '../subscriptions/subscription-tier.entity';
import type { VerifiedIdentity } from './identity';
import { LOCAL_IDP_PLAN_PARAM } from './local-idp/local-idp.constants';
import { OAuthStateCookieStore } from './oauth-state.store';

/**
 * Google sign-in with the authorization code flow, state and PKCE. The same strategy talks to the
 * embedded identity provider when no Google credentials are configured.
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(
    private readonly config: AppConfig,
    jwt: JwtService,
  ) {
    const endpoints = config.google;
    super({
      ...endpoints,
      callbackURL: `${config.apiBaseUrl}/auth/google/callback`,
      scope: ['openid', 'email', 'profile'],
      state: true,
      pkce: true,
      // passport-oauth2's typings know only the session store's signatures; ours has the PKCE arity.
      store: new OAuthStateCookieStore(jwt, config.authSecret, config.secureCookies) as never,
    });
    // The access token travels in the Authorization header, not the userinfo URL's query (and its logs).
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  /** Adds the development plan choice to the authorization request; Google never sees it. */
  override authorizationParams(options: { loginHint?: string; prompt?: string; plan?: string }): object {
    const params = super.authorizationParams(options) as Record<string, string>;
    if (this.config.localIdpEnabled && options.plan) params[LOCAL_IDP_PLAN_PARAM] = options.plan;
    return params;
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): VerifiedIdentity {
    const json = profile._json as { email?: string; email_verified?: boolean | string; [key: string]: unknown };
    const email = json.email?.trim().toLowerCase();
    const verified = json.email_verified === true || json.email_verified === 'true';
    if (!email || !verified) {
      throw new UnauthorizedException('Your Google account needs a verified e-mail address to sign in.');
    }
    const plan = json[LOCAL_IDP_PLAN_PARAM];
    const initialTier =
      this.config.localIdpEnabled && !this.config.isProduction && TIER_NAMES.includes(plan as TierName)
        ? (plan as TierName)
        : undefined;
    return {
      subject: profile.id,
      email,
      displayName: (profile.displayName || email.split('@')[0] || email).slice(0, 100),
      photoURL: profile.photos?.[0]?.value ?? null,
      initialTier,
    };
  }
}
