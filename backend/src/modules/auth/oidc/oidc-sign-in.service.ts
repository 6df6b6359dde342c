import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { AppConfig, type OidcProviderConfig } from '../../../config/app-config';
import { TIER_NAMES, type TierName } from '../../subscriptions/subscription-tier.entity';
import { LOCAL_IDP_PLAN_PARAM, LOCAL_IDP_UNVERIFIED_PARAM } from '../local-idp/local-idp.constants';
import type { SignInOutcome } from '../sign-in-popup';
import { identityFromClaims } from './oidc-identity';

export const OIDC_FLOW_COOKIE = 'gatherly_oidc';
const COOKIE_PATH = '/api/auth/oidc';
const FLOW_TTL_SECONDS = 600;
const AUDIENCE = 'gatherly-oidc-flow';
const DISCOVERY_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

/** What the browser keeps between the start and the callback: signed, httpOnly, scoped to these routes. */
interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  origin: string;
}

export interface OidcStart {
  origin: string;
  loginHint?: string;
  /** Development only, for the embedded provider: a new account's plan, or an unverified e-mail. */
  plan?: TierName;
  unverified?: boolean;
}

/** The sign-in cannot start: the provider is not reachable or its discovery document is unusable. */
export class OidcUnavailableError extends Error {}

const FAILED = 'Failed to sign in. Please try again.';
const EXPIRED = 'Your sign-in took too long or was started elsewhere. Please try again.';

/**
 * Sign-in with any OpenID Connect provider (OIDC_ISSUER): the authorization code flow with PKCE (S256),
 * state and nonce, through openid-client. The provider's metadata is discovered on first use, not at
 * start-up, so an unreachable provider never stops the API; a failed discovery is tried again next time.
 */
@Injectable()
export class OidcSignInService {
  private readonly logger = new Logger(OidcSignInService.name);
  private discovered?: Promise<oidc.Configuration>;

  constructor(
    private readonly config: AppConfig,
    private readonly jwt: JwtService,
  ) {}

  get provider(): OidcProviderConfig | null {
    return this.config.oidc;
  }

  private get callbackUrl(): string {
    return `${this.config.apiBaseUrl}/auth/oidc/callback`;
  }

  /** The provider's authorization URL; the flow's secrets go into a cookie on the reply. */
  async start(reply: FastifyReply, start: OidcStart): Promise<string> {
    const configuration = await this.configuration();
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      origin: start.origin,
    };
    const params: Record<string, string> = {
      redirect_uri: this.callbackUrl,
      scope: SCOPE,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    };
    if (start.loginHint) params.login_hint = start.loginHint;
    if (this.config.localIdpEnabled && !this.config.isProduction) {
      if (start.plan && TIER_NAMES.includes(start.plan)) params[LOCAL_IDP_PLAN_PARAM] = start.plan;
      if (start.unverified) params[LOCAL_IDP_UNVERIFIED_PARAM] = 'true';
    }
    const value = this.jwt.sign(flow, {
      secret: this.config.authSecret,
      audience: AUDIENCE,
      expiresIn: FLOW_TTL_SECONDS,
    });
    reply.setCookie(OIDC_FLOW_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      path: COOKIE_PATH,
      maxAge: FLOW_TTL_SECONDS,
    });
    return oidc.buildAuthorizationUrl(configuration, params).href;
  }

  /** Completes the flow the cookie belongs to; never throws: a failure is a message for the popup. */
  async finish(request: FastifyRequest, reply: FastifyReply): Promise<{ outcome: SignInOutcome; origin?: string }> {
    const cookie = request.cookies?.[OIDC_FLOW_COOKIE];
    reply.clearCookie(OIDC_FLOW_COOKIE, { path: COOKIE_PATH });
    let flow: Flow;
    try {
      flow = this.jwt.verify<Flow>(cookie ?? '', { secret: this.config.authSecret, audience: AUDIENCE });
    } catch {
      return { outcome: { failure: EXPIRED } };
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (typeof query.error === 'string') {
      this.logger.warn(`OpenID provider refused the sign-in: ${query.error}`);
      return { outcome: { failure: FAILED }, origin: flow.origin };
    }
    try {
      const configuration = await this.configuration();
      const current = new URL(this.callbackUrl);
      current.search = new URL(request.url, 'http://callback').search;
      // Checks the state, exchanges the code with the PKCE verifier, and checks the ID token (signature,
      // issuer, audience, expiry and our nonce).
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      const issuer = configuration.serverMetadata().issuer;
      const identity = identityFromClaims(issuer, claims, userinfo, this.provider!.name);
      if ('failure' in identity) return { outcome: identity, origin: flow.origin };
      return {
        outcome: { identity: { ...identity, initialTier: this.developmentPlan(issuer, userinfo) } },
        origin: flow.origin,
      };
    } catch (error) {
      if (error instanceof OidcUnavailableError) return { outcome: { failure: error.message }, origin: flow.origin };
      this.logger.warn(`OpenID sign-in failed: ${(error as Error).message}`);
      return { outcome: { failure: FAILED }, origin: flow.origin };
    }
  }

  /** Only the embedded provider, outside production, chooses a new account's plan. */
  private developmentPlan(issuer: string, userinfo: Record<string, unknown>): TierName | undefined {
    if (!this.config.localIdpEnabled || this.config.isProduction || issuer !== this.config.localIdpIssuer)
      return undefined;
    const plan = userinfo[LOCAL_IDP_PLAN_PARAM];
    return TIER_NAMES.includes(plan as TierName) ? (plan as TierName) : undefined;
  }

  /** The discovered configuration, cached; a failure is forgotten so the next sign-in discovers again. */
  private configuration(): Promise<oidc.Configuration> {
    const provider = this.provider;
    if (!provider) return Promise.reject(new OidcUnavailableError(FAILED));
    this.discovered ??= oidc
      .discovery(provider.issuer, provider.clientId, provider.clientSecret ?? undefined, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // http issuers (the embedded provider, a local test server) only outside production.
        execute: this.config.isProduction ? [] : [oidc.allowInsecureRequests],
      })
      .catch((error: Error) => {
        this.discovered = undefined;
        const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
        this.logger.warn(`OpenID provider ${provider.issuer.href} could not be discovered: ${error.message}${cause}`);
        throw new OidcUnavailableError(
          `${provider.name} cannot be reached right now, so signing in with it is not possible. Please try again later.`,
        );
      });
    return this.discovered;
  }
}
