import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openTestDatabase, seedUser, type SeededUser } from '../../../test/support/test-database';
import { RefreshTokensRepository, type StoredToken } from './refresh-tokens.repository';

const REUSE_SECONDS = 30;

describe('RefreshTokensRepository', () => {
  let db: DataSource;
  let tokens: RefreshTokensRepository;
  let user: SeededUser;

  /** A stored token: a 64-character hash, valid for an hour unless told. */
  const token = (expiresInSeconds = 3600): StoredToken => ({
    tokenHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
    expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
  });
  const familyOf = (familyId: string) =>
    db.query('SELECT "tokenHash", "usedAt" FROM refresh_tokens WHERE "familyId" = $1 ORDER BY "createdAt"', [familyId]);

  beforeAll(async () => {
    db = await openTestDatabase();
    tokens = new RefreshTokensRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    user = await seedUser(db);
  });

  it('starts a session with its first token and rotates it into a successor of the same session', async () => {
    const first = token();
    const sessionId = await tokens.startSession(user.id, first);
    const [session] = await db.query('SELECT "userId", "revokedAt" FROM auth_sessions WHERE id = $1', [sessionId]);
    expect(session).toEqual({ userId: user.id, revokedAt: null });

    const second = token();
    expect(await tokens.rotate(first.tokenHash, REUSE_SECONDS, second)).toEqual({
      userId: user.id,
      familyId: sessionId,
    });
    expect(await tokens.rotate(second.tokenHash, REUSE_SECONDS, token())).toEqual({
      userId: user.id,
      familyId: sessionId,
    });
    const family = await familyOf(sessionId);
    expect(family.map((row: { tokenHash: string }) => row.tokenHash).slice(0, 2)).toEqual([
      first.tokenHash,
      second.tokenHash,
    ]);
    expect(family.map((row: { usedAt: Date | null }) => row.usedAt !== null)).toEqual([true, true, false]);
  });

  it('gives every concurrent rotation of one token a successor in its session, and spends the token once', async () => {
    const first = token();
    const sessionId = await tokens.startSession(user.id, first);
    const successors = Array.from({ length: 5 }, () => token());
    const rotated = await Promise.all(successors.map((next) => tokens.rotate(first.tokenHash, REUSE_SECONDS, next)));
    expect(rotated).toEqual(Array(5).fill({ userId: user.id, familyId: sessionId }));
    const family = await familyOf(sessionId);
    expect(family).toHaveLength(6);
    expect(new Set(family.map((row: { tokenHash: string }) => row.tokenHash))).toEqual(
      new Set([first.tokenHash, ...successors.map((next) => next.tokenHash)]),
    );
  });

  it('keeps the time a token was first spent when it is presented again within the reuse interval', async () => {
    const first = token();
    const sessionId = await tokens.startSession(user.id, first);
    await tokens.rotate(first.tokenHash, REUSE_SECONDS, token());
    const [spent] = await familyOf(sessionId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tokens.rotate(first.tokenHash, REUSE_SECONDS, token())).toBeDefined();
    const [again] = await familyOf(sessionId);
    expect(again.usedAt).toEqual(spent.usedAt);
  });

  it('refuses a token spent longer ago than the reuse interval, an expired one, and one of a revoked session', async () => {
    const spent = token();
    const spentSession = await tokens.startSession(user.id, spent);
    await tokens.rotate(spent.tokenHash, REUSE_SECONDS, token());
    await db.query(`UPDATE refresh_tokens SET "usedAt" = now() - interval '1 minute' WHERE "tokenHash" = $1`, [
      spent.tokenHash,
    ]);
    expect(await tokens.rotate(spent.tokenHash, REUSE_SECONDS, token())).toBeUndefined();

    const expired = token(-1);
    await tokens.startSession(user.id, expired);
    expect(await tokens.rotate(expired.tokenHash, REUSE_SECONDS, token())).toBeUndefined();

    const revoked = token();
    const revokedSession = await tokens.startSession(user.id, revoked);
    await db.query('UPDATE auth_sessions SET "revokedAt" = now() WHERE id = $1', [revokedSession]);
    expect(await tokens.rotate(revoked.tokenHash, REUSE_SECONDS, token())).toBeUndefined();

    expect(await familyOf(spentSession)).toHaveLength(2);
    expect(await familyOf(revokedSession)).toHaveLength(1);
  });

  it('finds a token’s session, or with spentOnly only a spent token’s', async () => {
    const first = token();
    const sessionId = await tokens.startSession(user.id, first);
    expect(await tokens.sessionOf(first.tokenHash, { spentOnly: false })).toBe(sessionId);
    expect(await tokens.sessionOf(first.tokenHash, { spentOnly: true })).toBeUndefined();
    await tokens.rotate(first.tokenHash, REUSE_SECONDS, token());
    expect(await tokens.sessionOf(first.tokenHash, { spentOnly: true })).toBe(sessionId);
    expect(await tokens.sessionOf(token().tokenHash, { spentOnly: false })).toBeUndefined();
  });

  it('purges expired tokens, then the day-old sessions left without any', async () => {
    const expired = token(-1);
    const oldEmpty = await tokens.startSession(user.id, expired);
    const live = token();
    const oldLive = await tokens.startSession(user.id, live);
    const youngEmpty = await tokens.startSession(user.id, token(-1));
    await db.query(`UPDATE auth_sessions SET "createdAt" = now() - interval '2 days' WHERE id = ANY($1)`, [
      [oldEmpty, oldLive],
    ]);

    expect(await tokens.purgeExpired()).toBeGreaterThanOrEqual(2);
    const left = await db.query('SELECT id FROM auth_sessions WHERE id = ANY($1)', [[oldEmpty, oldLive, youngEmpty]]);
    expect(left.map((row: { id: string }) => row.id).sort()).toEqual([oldLive, youngEmpty].sort());
    expect(await tokens.sessionOf(expired.tokenHash, { spentOnly: false })).toBeUndefined();
    expect(await tokens.sessionOf(live.tokenHash, { spentOnly: false })).toBe(oldLive);
  });
});
