import { Injectable } from '@nestjs/common';
import { createECDH, createHash, createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Provider } from 'oidc-provider';
import { AppConfig, localIdpClientSecret } from '../../../config/app-config';
import type { TierName } from '../../subscriptions/subscription-tier.entity';
import { LOCAL_IDP_PATH, LOCAL_IDP_PLAN_PARAM, LOCAL_IDP_UNVERIFIED_PARAM } from './local-idp.constants';
import { memoryAdapterFactory } from './memory.adapter';
import { loadOidcProvider } from './oidc-provider.loader';
import { renderSignInFailure } from './sign-in.page';

/** Who signed in at the embedded provider, as its sign-in page or a login_hint said. */
export interface LocalAccount {
  email: string;
  name: string;
  plan?: TierName;
  /** Only tests ask for false, outside production. */
  emailVerified: boolean;
}

/** The stable subject the local provider gives an e-mail: the same account at every sign-in. */
export const localIdpSubject = (email: string) =>
  `local-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

const SCOPES = 'openid email profile';

/** Keys derived from the auth secret: never literals, and the same in every API process of a deployment. */
const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

/** An ES256 signing key whose private scalar is derived from the auth secret (its public point computed). */
function signingKey(secret: string): Record<string, string> {
  const d = derive(secret, 'local-idp-signing-key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  return {
    kty: 'EC',
    crv: 'P-256',
    use: 'sig',
    alg: 'ES256',
    kid: createHash('sha256').update(point).digest('base64url').slice(0, 16),
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
}

interface ProviderContext {
  oidc: {
    route: string;
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: Provider & { Grant: { find(id: string): Promise<unknown> } };
  };
  type?: string;
  body?: unknown;
}

/**
 * The embedded OpenID provider for development and tests: oidc-provider, with our own clients only (the
 * Google strategy's development client and, when OIDC_ISSUER points here, the generic OIDC client). It
 * trusts whoever types an e-mail, so it is never enabled in production unless explicitly asked for.
 */
@Injectable()
export class LocalIdpService {
  private readonly accounts = new LRUCache<string, LocalAccount>({ max: 5000, ttl: 60 * 60 * 1000 });
  private provider?: Promise<Provider>;

  constructor(private readonly config: AppConfig) {}

  get issuer(): string {
    return this.config.localIdpIssuer;
  }

  /** Created on first use, so an API without the provider never loads it. */
  instance(): Promise<Provider> {
    this.provider ??= this.create();
    return this.provider;
  }

  /** Remembers who signed in, for the userinfo and ID token claims of the sign-in that follows. */
  remember(account: LocalAccount): string {
    const subject = localIdpSubject(account.email);
    this.accounts.set(subject, account);
    return subject;
  }

  /** The claims of a subject; the plan only outside production. */
  claims(subject: string): Record<string, unknown> | undefined {
    const account = this.accounts.get(subject);
    if (!account) return undefined;
    return {
      sub: subject,
      email: account.email,
      email_verified: account.emailVerified,
      name: account.name,
      ...(account.plan && !this.config.isProduction ? { [LOCAL_IDP_PLAN_PARAM]: account.plan } : {}),
    };
  }

  private clients(): Record<string, unknown>[] {
    const base = {
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
      id_token_signed_response_alg: 'ES256',
    };
    const clients: Record<string, unknown>[] = [
      {
        ...base,
        client_id: this.config.google.clientID,
        client_secret: localIdpClientSecret(this.config.authSecret),
        redirect_uris: [`${this.config.apiBaseUrl}/auth/google/callback`],
      },
    ];
    const oidc = this.config.oidc;
    if (oidc && oidc.issuer.href.replace(/\/$/, '') === this.issuer && oidc.clientSecret) {
      clients.push({
        ...base,
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
        redirect_uris: [`${this.config.apiBaseUrl}/auth/oidc/callback`],
      });
    }
    return clients;
  }

  private async create(): Promise<Provider> {
    const { Provider, interactionPolicy } = await loadOidcProvider();
    const policy = interactionPolicy.base();
    // The Google strategy asks for prompt=select_account; the sign-in page is that choice here.
    policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
    const secret = this.config.authSecret;
    const provider = new Provider(this.issuer, {
      adapter: memoryAdapterFactory(),
      clients: this.clients(),
      clientBasedCORS: () => false,
      cookies: { keys: [derive(secret, 'local-idp-cookies').toString('base64url')] },
      jwks: { keys: [signingKey(secret)] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
      routes: { authorization: '/authorize', token: '/token', userinfo: '/userinfo', jwks: '/jwks' },
      scopes: SCOPES.split(' '),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', LOCAL_IDP_PLAN_PARAM] },
      extraParams: [LOCAL_IDP_PLAN_PARAM, LOCAL_IDP_UNVERIFIED_PARAM],
      ttl: { AuthorizationCode: 60, AccessToken: 300, IdToken: 300, Interaction: 600, Session: 3600, Grant: 3600 },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) => `${LOCAL_IDP_PATH}/interaction/${interaction.uid}`,
        policy,
      },
      findAccount: (_ctx: unknown, subject: string) => {
        const claims = this.claims(subject);
        return claims && { accountId: subject, claims: () => claims };
      },
      // Our own clients only: consent is granted without asking.
      loadExistingGrant: async (ctx: ProviderContext) => {
        const { client, session, result, provider: self } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        const existing = grantId ? await self.Grant.find(grantId) : undefined;
        if (existing) return existing;
        const grant = new self.Grant({ accountId: session.accountId, clientId: client.clientId });
        grant.addOIDCScope(SCOPES);
        await grant.save();
        return grant;
      },
      renderError: (ctx: ProviderContext, out: { error?: string; error_description?: string }) => {
        ctx.type = 'html';
        ctx.body = renderSignInFailure(out.error_description ?? out.error ?? 'The sign-in request was not valid.');
      },
    });
    // Behind the shell's proxy the provider still names its endpoints by the public URL.
    provider.proxy = true;
    return provider;
  }
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
