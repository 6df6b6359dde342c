import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBooleanString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  MinLength,
  Min,
  validateSync,
} from 'class-validator';

const urlOptions = { require_tld: false, require_protocol: true };

/**
 * Every environment variable the backend reads, with its default. docs/configuration.md mirrors this
 * class; a bad value stops start-up with a message naming the variable.
 */
export class Environment {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(65535)
  API_PORT = 3000;

  @IsOptional()
  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true })
  DATABASE_URL?: string;

  @IsOptional()
  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true })
  REDIS_URL?: string;

  /** Chosen by the launcher when nothing answers on Redis' port: BullMQ then keeps its queues in PostgreSQL. */
  @IsIn(['redis', 'postgres'])
  QUEUE_BACKEND: 'redis' | 'postgres' = 'redis';

  /** The namespace of every queue key, so several deployments (or test runs) can share one Redis. */
  @IsString()
  @MinLength(1)
  QUEUE_PREFIX = 'gatherly';

  @IsUrl(urlOptions)
  PUBLIC_URL = 'http://localhost:8080';

  /** Comma-separated origins allowed by CORS and by the sign-in popup's postMessage; defaults to PUBLIC_URL's. */
  @IsOptional()
  @IsString()
  WEB_ORIGINS?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'AUTH_SECRET must be at least 32 characters long' })
  AUTH_SECRET?: string;

  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(60)
  ACCESS_TOKEN_TTL_SECONDS = 900;

  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(300)
  REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

  /**
   * A refresh token presented again this soon after its rotation gets a successor instead of ending the
   * session. Two minutes: a refresh whose answer a dropping signal lost is tried again once the network is
   * back (the app asks every 10 s), and must not sign the member out.
   */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(600)
  REFRESH_REUSE_INTERVAL_SECONDS = 120;

  /** How long an API process trusts its answer to "is this session still signed in?". */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(60)
  SESSION_CACHE_SECONDS = 5;

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_SECRET?: string;

  @IsUrl(urlOptions)
  GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

  @IsUrl(urlOptions)
  GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

  @IsUrl(urlOptions)
  GOOGLE_USERINFO_URL = 'https://www.googleapis.com/oauth2/v3/userinfo';

  /** The embedded identity provider; on by default without Google credentials, except in production. */
  @IsOptional()
  @IsBooleanString()
  LOCAL_IDP_ENABLED?: string;

  /** Any OpenID Connect provider besides Google, discovered from its issuer (docs/configuration.md). */
  @IsOptional()
  @IsUrl(urlOptions)
  OIDC_ISSUER?: string;

  @IsOptional()
  @IsString()
  OIDC_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  /** The provider's name on the sign-in button: "Sign in with {OIDC_NAME}". */
  @IsString()
  @MaxLength(60)
  OIDC_NAME = 'single sign-on';

  /** Where invitation e-mails go; without it the worker runs an embedded SMTP catcher (docs/configuration.md). */
  @IsOptional()
  @IsUrl({ protocols: ['smtp', 'smtps'], require_tld: false, require_protocol: true })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Gatherly <no-reply@gatherly.local>';

  /** The operators: comma-separated e-mail addresses (any case) who may open the operator console. */
  @IsOptional()
  @Matches(/^\s*([^\s@,]+@[^\s@,]+\s*(,\s*[^\s@,]+@[^\s@,]+\s*)*)?,?\s*$/, {
    message: 'ADMIN_EMAILS must be comma-separated e-mail addresses',
  })
  ADMIN_EMAILS?: string;

  @IsString()
  DATA_DIR = '.data';

  /** Where photos live: `local` (a folder under DATA_DIR) or `s3` (any S3-compatible store). */
  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  /** For S3-compatible stores (MinIO and the like); empty for AWS. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @IsOptional()
  @IsBooleanString()
  S3_FORCE_PATH_STYLE?: string;

  /**
   * The store's address as browsers reach it, used in presigned upload URLs when it differs from
   * S3_ENDPOINT (the store on a private network, published through the reverse proxy).
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_PUBLIC_ENDPOINT?: string;

  /**
   * Where `npm run cli -- backup` writes and `restore` reads: a folder, or `s3://bucket/prefix` (reached
   * with the S3_* settings). Default: a `backups` folder in DATA_DIR.
   */
  @IsOptional()
  @Matches(/^(?!s3:)|^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, {
    message: 'BACKUP_TARGET must be a folder or s3://<bucket>/<prefix>',
  })
  BACKUP_TARGET?: string;

  /** How many complete backups `backup` keeps; older ones are deleted after each new one. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  BACKUP_KEEP = 7;

  /** The folder of pg_dump and pg_restore when they are not on PATH (e.g. /usr/lib/postgresql/16/bin). */
  @IsOptional()
  @IsString()
  PG_BIN_DIR?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @IsString()
  BODY_LIMIT = '1mb';

  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits, logs): addresses,
   * subnets or proxy-addr's names, comma-separated. `uniquelocal` for a reverse proxy on a private
   * container network.
   */
  @IsString()
  TRUST_PROXY = 'loopback';

  /** Touched by the worker while it can reach PostgreSQL and the queues; its container's health check reads it. */
  @IsString()
  WORKER_HEALTH_FILE = join(tmpdir(), 'gatherly-worker.health');

  /** Requests per minute and client on write routes; sign-in has its own, tighter limit. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  WRITE_RATE_LIMIT_PER_MINUTE = 120;

  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  SIGN_IN_RATE_LIMIT_PER_MINUTE = 20;

  /** Announcements and comments posted (and comments edited) per minute and account, besides the write limit. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  MESSAGE_RATE_LIMIT_PER_MINUTE = 20;

  /** How often the worker looks for e-mails to write or to hand to the queue again. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  SWEEP_INTERVAL_SECONDS = 5;

  /** Schedule changes within this window after the first reach the members as one digest e-mail. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  SCHEDULE_DIGEST_WINDOW_SECONDS = 600;

  /** How long an event's new dates must stay put before the members are e-mailed (start and end save apart). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  DATES_EMAIL_DELAY_SECONDS = 60;

  /** How long before a schedule item its reminder goes to the members going. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  REMINDER_LEAD_MINUTES = 1440;

  /**
   * The server's VAPID key pair for Web Push (base64url, as `npx web-push generate-vapid-keys` prints
   * them). Outside production a pair is generated once into DATA_DIR; production without them has no push.
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{87}$/, { message: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)' })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)',
  })
  VAPID_PRIVATE_KEY?: string;

  /** Whom push services contact about this server's pushes; defaults to MAIL_FROM's address. */
  @IsOptional()
  @Matches(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
    message: 'VAPID_SUBJECT must be a mailto: address or an https: URL',
  })
  VAPID_SUBJECT?: string;

  /**
   * The push services the worker may post to, as comma-separated host names (a name also admits its
   * subdomains): what keeps a subscription from making the worker call any address it names.
   */
  @IsOptional()
  @Matches(/^\s*[a-z0-9.-]+\s*(,\s*[a-z0-9.-]+\s*)*$/i, {
    message: 'PUSH_SERVICE_HOSTS must be comma-separated host names',
  })
  PUSH_SERVICE_HOSTS?: string;

  /** Billing (Stripe): on when the secret key, the webhook secret and Pro's price are all set. */
  @IsOptional()
  @Matches(/^(sk|rk)_\w+$/, { message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)' })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Matches(/^whsec_\w+$/, { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** The Stripe price that buys Pro; webhooks map a subscription's price back to its plan. */
  @IsOptional()
  @Matches(/^price_\w+$/, { message: 'STRIPE_PRICE_PAID must be a Stripe price id (price_…)' })
  STRIPE_PRICE_PAID?: string;

  /** Without it Enterprise is not sold through Checkout. */
  @IsOptional()
  @Matches(/^price_\w+$/, { message: 'STRIPE_PRICE_ENTERPRISE must be a Stripe price id (price_…)' })
  STRIPE_PRICE_ENTERPRISE?: string;

  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true })
  STRIPE_API_URL = 'https://api.stripe.com';

  /** How long a paid plan stays after a renewal payment fails, before it falls back to Free. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(60)
  BILLING_GRACE_DAYS = 7;

  /** The map an event's place links to: {query} becomes the place, URL-encoded. */
  @Matches(/^https?:\/\/\S*\{query\}/, {
    message: 'MAP_LINK_TEMPLATE must be an http(s) address containing {query}',
  })
  MAP_LINK_TEMPLATE = 'https://www.openstreetmap.org/search?query={query}';
}

export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const env = plainToInstance(Environment, present, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false });
  const problems = errors.map((error) => `${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`);
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    problems.push('AUTH_SECRET: required when NODE_ENV=production');
  }
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    problems.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    problems.push('SMTP_URL: required when NODE_ENV=production');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PRICE_PAID];
  if ((env.STRIPE_PRICE_ENTERPRISE || stripe.some(Boolean)) && !stripe.every(Boolean)) {
    problems.push('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_PAID must be set together');
  }
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
    problems.push('OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  if (env.NODE_ENV === 'production' && env.OIDC_ISSUER?.startsWith('http:')) {
    problems.push('OIDC_ISSUER: must be https when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    problems.push('DATABASE_URL: required when NODE_ENV=production');
  }
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return env;
}
