import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createHttpApp } from '../../src/http-app';
import type { MemberRole } from '../../src/common/access/member-role';
import type { TierName } from '../../src/modules/subscriptions/subscription-tier.entity';
import { CookieJar } from './cookie-jar';
import { TEST_AUTH_SECRET, TEST_DATABASE_URL, TEST_QUEUE_PREFIX, TEST_REDIS_URL } from './test-env';

export interface SignedInUser {
  id: string;
  email: string;
  token: string;
  jar: CookieJar;
  /** Authorization header value for supertest's .set(). */
  auth: { Authorization: string };
}

/** How a scripted sign-in goes: the provider's popup route (Google by default) and its extra parameters. */
export interface SignInWalk {
  plan?: TierName;
  jar?: CookieJar;
  provider?: 'google' | 'oidc';
  params?: Record<string, string>;
}

export interface TestApp {
  app: INestApplication;
  baseUrl: string;
  db: DataSource;
  http: () => ReturnType<typeof request>;
  signIn: (email?: string, options?: { plan?: TierName }) => Promise<SignedInUser>;
  /** Runs the sign-in redirect chain and answers the final (callback) response. */
  walkSignIn: (email: string, options?: SignInWalk) => Promise<{ response: Response; jar: CookieJar }>;
  close: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const uniqueEmail = (label = 'user') => `${label}.${randomUUID().slice(0, 8)}@example.com`;

/** The environment a test API runs with: the real test database and Redis, the local identity provider. */
export function testEnvironment(port: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    API_PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_BACKEND: 'redis',
    QUEUE_PREFIX: TEST_QUEUE_PREFIX,
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
    MESSAGE_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  };
}

/** Boots the real HTTP API on a free port, configured as in production apart from the addresses. */
export async function startTestApp(
  settings: Record<string, string> | ((baseUrl: string) => Record<string, string>) = {},
): Promise<TestApp> {
  const port = await freePort();
  // Settings that name the app's own address (an issuer it serves itself) are given as a function of it.
  const overrides = typeof settings === 'function' ? settings(`http://127.0.0.1:${port}`) : settings;
  const environment = testEnvironment(port, overrides);
  const previous = { ...process.env };
  Object.assign(process.env, environment);
  for (const key of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'LOCAL_IDP_ENABLED', 'WEB_ORIGINS', 'OIDC_ISSUER']) {
    if (!(key in overrides)) delete process.env[key];
  }
  const app = await createHttpApp();
  await app.listen(port, '127.0.0.1');
  process.env = previous;
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = app.get<DataSource>(getDataSourceToken());

  return {
    app,
    baseUrl,
    db,
    http: () => request(baseUrl),
    signIn: (email, options) => signInAt(baseUrl, email, options),
    walkSignIn: (email, options) => walkSignInAt(baseUrl, email, options),
    close: () => app.close(),
  };
}

/** Walks the local identity provider's sign-in redirect chain against the API at baseUrl. */
export async function walkSignInAt(
  baseUrl: string,
  email: string,
  options: SignInWalk = {},
): Promise<{ response: Response; jar: CookieJar }> {
  const jar = options.jar ?? new CookieJar();
  const start = new URL(`${baseUrl}/api/auth/${options.provider ?? 'google'}`);
  start.searchParams.set('login_hint', email);
  if (options.plan) start.searchParams.set('plan', options.plan);
  for (const [name, value] of Object.entries(options.params ?? {})) start.searchParams.set(name, value);
  let url = start.toString();
  // The app, the provider's authorization endpoint, its sign-in interaction, its resume, the app's callback.
  for (let hop = 0; hop < 8; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (![302, 303].includes(response.status) || !location) return { response, jar };
    url = new URL(location, url).toString();
  }
  throw new Error('Sign-in did not finish within eight redirects');
}

/** Signs in through the local identity provider as a browser would, and answers the bearer token. */
export async function signInAt(
  baseUrl: string,
  email = uniqueEmail(),
  options: { plan?: TierName } = {},
): Promise<SignedInUser> {
  const { response, jar } = await walkSignInAt(baseUrl, email, options);
  const page = await response.text();
  const match = /"token":"([^"]+)"/.exec(page);
  if (response.status !== 200 || !match?.[1]) throw new Error(`Sign-in failed (${response.status}): ${page}`);
  const token = match[1];
  const login = await request(baseUrl).post('/api/auth/login').set('Authorization', `Bearer ${token}`).expect(200);
  return { id: login.body.user.id, email, token, jar, auth: { Authorization: `Bearer ${token}` } };
}

/** Test set-up only: puts a user into an event with a role, as an accepted invitation would. */
export async function addMember(db: DataSource, eventId: string, userId: string, role: MemberRole): Promise<void> {
  // A member in a party of their own, as joining makes them.
  await db.query(
    `WITH party AS (INSERT INTO parties ("eventId") VALUES ($1) RETURNING id)
     INSERT INTO event_members ("eventId", "userId", role, "partyId") SELECT $1, $2, $3, id FROM party`,
    [eventId, userId, role],
  );
}

export async function setTier(db: DataSource, userId: string, tier: TierName): Promise<void> {
  await db.query('UPDATE users SET "subscriptionTier" = $2 WHERE id = $1', [userId, tier]);
}

const TABLES = [
  'users',
  'subscription_tiers',
  'refresh_tokens',
  'events',
  'event_members',
  'event_user_profiles',
  'event_invitations',
  'role_changes',
  'photos',
  'photo_votes',
  'flights',
  'carpools',
  'carpool_passengers',
  'event_schedule',
  'rsvps',
  'calendar_feeds',
  'date_polls',
  'date_poll_options',
  'date_poll_answers',
  'rsvp_questions',
  'rsvp_question_answers',
  'stays',
  'stay_rooms',
  'stay_occupants',
  'expenses',
  'expense_payers',
  'expense_participants',
  'expense_shares',
  'expense_changes',
  'payments',
  'announcements',
  'announcement_recipients',
  'comments',
  'push_subscriptions',
] as const;

/**
 * Columns a worker writes on its own clock, whatever the requests: a worker that another test file
 * started (the members suite's, say) marks an earlier file's events told of their dates a minute after
 * they changed, or finishes processing an earlier file's photo, in the middle of this file's refused call.
 */
const WORKER_BOOKKEEPING: Partial<Record<(typeof TABLES)[number], string[]>> = {
  events: ['datesNotifiedStart', 'datesNotifiedEnd'],
  photos: ['status', 'width', 'height', 'originalFormat', 'sizeBytes', 'processedAt', 'failureReason'],
};

/** A fingerprint of every domain table's content, to prove a refused call changed nothing. */
export async function databaseFingerprint(
  db: DataSource,
  exclude: string[] = ['refresh_tokens'],
): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of TABLES.filter((name) => !exclude.includes(name))) {
    const [row] = await db.query(
      `SELECT count(*)::text || ':' || coalesce(md5(string_agg(r, '|' ORDER BY r)), '') AS f
       FROM (SELECT (to_jsonb(t) - $1::text[])::text AS r FROM ${table} t) rows`,
      [WORKER_BOOKKEEPING[table] ?? []],
    );
    fingerprint[table] = row.f;
  }
  return fingerprint;
}
