import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { Environment } from './environment';

export type StorageConfig =
  | { driver: 'local'; directory: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
      publicEndpoint?: string;
    };

/** Stripe as billing uses it; null when billing is not configured (plans are then assigned by operators). */
export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  /** The price each plan on sale is bought with; Enterprise is not on sale without one. */
  prices: { paid: string; enterprise: string | null };
  /** Stripe's API, or a stand-in that speaks it (the tests' local server). */
  apiUrl: URL;
}

/** Another OpenID Connect provider besides Google; null when OIDC_ISSUER is not set. */
export interface OidcProviderConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string | null;
  /** Shown on the sign-in button. */
  name: string;
}

export interface GoogleEndpoints {
  clientID: string;
  clientSecret: string;
  authorizationURL: string;
  tokenURL: string;
  userProfileURL: string;
}

/** The server's Web Push identity: its VAPID key pair (base64url) and whom push services may contact. */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The big browsers' push services; a name admits its subdomains. */
export const PUSH_SERVICES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];
/** Where push services run on a developer's machine and in the tests. */
export const LOCAL_PUSH_HOSTS = ['localhost', '127.0.0.1'];

/** The remotes' dev servers (`npm run dev` in a remote) serve their section on its own page, signed in. */
const REMOTE_DEV_ORIGINS = [4101, 4102, 4103, 4104, 4105, 4106].map((port) => `http://localhost:${port}`);

function defaultWebOrigins(publicUrl: string, nodeEnv: Environment['NODE_ENV']): string {
  const origin = new URL(publicUrl).origin;
  return nodeEnv === 'development' ? [origin, ...REMOTE_DEV_ORIGINS].join(',') : origin;
}

/**
 * The configuration the modules use, derived once from the validated environment. Modules inject this
 * class rather than reading process.env, so every default lives in one place.
 */
export class AppConfig {
  readonly nodeEnv: Environment['NODE_ENV'];
  readonly apiPort: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly queueBackend: Environment['QUEUE_BACKEND'];
  readonly queuePrefix: string;
  readonly publicUrl: string;
  readonly webOrigins: string[];
  readonly authSecret: string;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  readonly refreshReuseIntervalSeconds: number;
  readonly sessionCacheSeconds: number;
  readonly localIdpEnabled: boolean;
  readonly oidc: OidcProviderConfig | null;
  readonly dataDir: string;
  /** null: the worker catches mail itself (development). */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** ADMIN_EMAILS, lower-cased: who may open the operator console (empty: nobody). */
  readonly adminEmails: ReadonlySet<string>;
  readonly storage: StorageConfig;
  readonly logLevel: string;
  readonly bodyLimit: string;
  readonly trustProxy: string;
  readonly workerHealthFile: string;
  readonly writeRateLimitPerMinute: number;
  readonly signInRateLimitPerMinute: number;
  readonly messageRateLimitPerMinute: number;
  readonly sweepIntervalSeconds: number;
  readonly scheduleDigestWindowSeconds: number;
  readonly datesEmailDelaySeconds: number;
  readonly reminderLeadMinutes: number;
  readonly mapLinkTemplate: string;
  /** The hosts the worker may send pushes to (SSRF guard); a name admits its subdomains. */
  readonly pushServiceHosts: string[];
  readonly billing: BillingConfig | null;
  readonly billingGraceDays: number;
  /** Where backups go: a folder path or `s3://bucket/prefix`. */
  readonly backupTarget: string;
  readonly backupKeep: number;
  /** null: pg_dump and pg_restore are looked up on PATH. */
  readonly pgBinDir: string | null;
  private readonly env: Environment;
  private vapidKeys?: VapidConfig | null;

  constructor(env: Environment) {
    this.env = env;
    this.nodeEnv = env.NODE_ENV;
    this.apiPort = env.API_PORT;
    this.databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gatherly';
    this.redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    this.queueBackend = env.QUEUE_BACKEND;
    this.queuePrefix = env.QUEUE_PREFIX;
    this.publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
    this.webOrigins = (env.WEB_ORIGINS ?? defaultWebOrigins(this.publicUrl, env.NODE_ENV))
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    this.dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR);
    this.authSecret = env.AUTH_SECRET ?? developmentSecret(this.dataDir);
    this.smtpUrl = env.SMTP_URL ?? null;
    this.mailFrom = env.MAIL_FROM;
    this.adminEmails = new Set(
      (env.ADMIN_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    );
    this.storage =
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            publicEndpoint: env.S3_PUBLIC_ENDPOINT,
          }
        : { driver: 'local', directory: join(this.dataDir, 'objects') };
    this.accessTokenTtlSeconds = env.ACCESS_TOKEN_TTL_SECONDS;
    this.refreshTokenTtlSeconds = env.REFRESH_TOKEN_TTL_SECONDS;
    this.refreshReuseIntervalSeconds = env.REFRESH_REUSE_INTERVAL_SECONDS;
    this.sessionCacheSeconds = env.SESSION_CACHE_SECONDS;
    const hasGoogle = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
    this.localIdpEnabled =
      env.LOCAL_IDP_ENABLED !== undefined
        ? env.LOCAL_IDP_ENABLED === 'true'
        : !hasGoogle && env.NODE_ENV !== 'production';
    this.oidc =
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: new URL(env.OIDC_ISSUER),
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET ?? null,
            name: env.OIDC_NAME,
          }
        : null;
    this.logLevel = env.LOG_LEVEL;
    this.bodyLimit = env.BODY_LIMIT;
    this.trustProxy = env.TRUST_PROXY;
    this.workerHealthFile = env.WORKER_HEALTH_FILE;
    this.writeRateLimitPerMinute = env.WRITE_RATE_LIMIT_PER_MINUTE;
    this.signInRateLimitPerMinute = env.SIGN_IN_RATE_LIMIT_PER_MINUTE;
    this.messageRateLimitPerMinute = env.MESSAGE_RATE_LIMIT_PER_MINUTE;
    this.sweepIntervalSeconds = env.SWEEP_INTERVAL_SECONDS;
    this.scheduleDigestWindowSeconds = env.SCHEDULE_DIGEST_WINDOW_SECONDS;
    this.datesEmailDelaySeconds = env.DATES_EMAIL_DELAY_SECONDS;
    this.reminderLeadMinutes = env.REMINDER_LEAD_MINUTES;
    this.mapLinkTemplate = env.MAP_LINK_TEMPLATE;
    this.billing =
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_PAID
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            prices: { paid: env.STRIPE_PRICE_PAID, enterprise: env.STRIPE_PRICE_ENTERPRISE ?? null },
            apiUrl: new URL(env.STRIPE_API_URL),
          }
        : null;
    this.billingGraceDays = env.BILLING_GRACE_DAYS;
    this.backupTarget = env.BACKUP_TARGET ?? join(this.dataDir, 'backups');
    this.backupKeep = env.BACKUP_KEEP;
    this.pgBinDir = env.PG_BIN_DIR ?? null;
    this.pushServiceHosts = env.PUSH_SERVICE_HOSTS
      ? env.PUSH_SERVICE_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : [...PUSH_SERVICES, ...(env.NODE_ENV === 'production' ? [] : LOCAL_PUSH_HOSTS)];
  }

  /**
   * Web Push's keys, or null when push is off (production without VAPID keys). Read on first use, so only
   * the processes that push generate a development pair.
   */
  get vapid(): VapidConfig | null {
    if (this.vapidKeys === undefined) {
      const keys =
        this.env.VAPID_PUBLIC_KEY && this.env.VAPID_PRIVATE_KEY
          ? { publicKey: this.env.VAPID_PUBLIC_KEY, privateKey: this.env.VAPID_PRIVATE_KEY }
          : this.isProduction
            ? null
            : developmentVapidKeys(this.dataDir);
      this.vapidKeys = keys && { ...keys, subject: this.env.VAPID_SUBJECT ?? defaultVapidSubject(this) };
    }
    return this.vapidKeys;
  }

  /** Whether the account with this e-mail is an operator; e-mails are compared in any case. */
  isOperator(email: string): boolean {
    return this.adminEmails.has(email.toLowerCase());
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /** Cookies are marked Secure whenever the app is served over HTTPS. */
  get secureCookies(): boolean {
    return this.publicUrl.startsWith('https:');
  }

  /** The page a recipient opens to accept an invitation. */
  invitationLink(token: string): string {
    return `${this.publicUrl}/invite/${token}`;
  }

  /** The link in every e-mail that keeps members current, which turns that kind of e-mail off. */
  unsubscribeLink(token: string): string {
    return `${this.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** Where an event's place is shown on a map; null without a place. */
  mapLink(location: string | null): string | null {
    return location ? this.mapLinkTemplate.replaceAll('{query}', encodeURIComponent(location)) : null;
  }

  /** The event's page in the app. */
  eventLink(eventId: string): string {
    return `${this.publicUrl}/events/${eventId}`;
  }

  get mailboxDir(): string {
    return join(this.dataDir, 'mailbox');
  }

  /** The API's own origin as the browser sees it (through the shell's proxy). */
  get apiBaseUrl(): string {
    return `${this.publicUrl}/api`;
  }

  /** The embedded identity provider's issuer (it serves its discovery document under it). */
  get localIdpIssuer(): string {
    return `${this.apiBaseUrl}/local-idp`;
  }

  /**
   * Google's endpoints, or the embedded identity provider's when it is enabled: the same strategy and
   * code flow run against either.
   */
  get google(): GoogleEndpoints {
    if (this.localIdpEnabled) {
      return {
        clientID: 'gatherly-local',
        clientSecret: localIdpClientSecret(this.authSecret),
        authorizationURL: `${this.apiBaseUrl}/local-idp/authorize`,
        tokenURL: `http://127.0.0.1:${this.apiPort}/api/local-idp/token`,
        userProfileURL: `http://127.0.0.1:${this.apiPort}/api/local-idp/userinfo`,
      };
    }
    return {
      clientID: this.env.GOOGLE_CLIENT_ID ?? '',
      clientSecret: this.env.GOOGLE_CLIENT_SECRET ?? '',
      authorizationURL: this.env.GOOGLE_AUTH_URL,
      tokenURL: this.env.GOOGLE_TOKEN_URL,
      userProfileURL: this.env.GOOGLE_USERINFO_URL,
    };
  }
}

/** Derived from the auth secret so the local provider's client secret is never a literal in the repo. */
export function localIdpClientSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('local-idp-client').digest('base64url');
}

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in the data folder, so a newcomer
 * needs no configuration and sessions survive restarts.
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** MAIL_FROM's address as a mailto: URL, else an https public URL: push services take only those. */
function defaultVapidSubject(config: AppConfig): string {
  const address = /[^<>\s]+@[^<>\s]+/.exec(config.mailFrom)?.[0];
  if (address || !config.publicUrl.startsWith('https:')) return `mailto:${address ?? 'no-reply@gatherly.local'}`;
  return config.publicUrl;
}

/**
 * Outside production a missing VAPID key pair is generated once and kept in the data folder, so devices
 * subscribed in development keep receiving pushes after a restart. The API and the worker may start at
 * once: the file is linked into place, so the first pair written is the one both read.
 */
function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    // A private key with leading zero bytes comes shorter; VAPID wants all 32.
    const privateKey = Buffer.alloc(32);
    const raw = ecdh.getPrivateKey();
    raw.copy(privateKey, 32 - raw.length);
    const pair = { publicKey: ecdh.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') };
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, JSON.stringify(pair), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
}
