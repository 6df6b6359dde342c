import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openTestDatabase, seedUser } from '../../../test/support/test-database';
import { AuthSessionsRepository } from './auth-sessions.repository';

describe('AuthSessionsRepository', () => {
  let db: DataSource;
  let sessions: AuthSessionsRepository;

  const newSession = async () => {
    const { id: userId } = await seedUser(db);
    const [session] = await db.query('INSERT INTO auth_sessions ("userId") VALUES ($1) RETURNING id', [userId]);
    return session.id as string;
  };
  const revokedAt = async (sessionId: string) => {
    const [row] = await db.query('SELECT "revokedAt" FROM auth_sessions WHERE id = $1', [sessionId]);
    return row.revokedAt as Date | null;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    sessions = new AuthSessionsRepository(db);
  });
  afterAll(() => db.destroy());

  it('answers active for a session until it is revoked, and inactive for an unknown one', async () => {
    const sessionId = await newSession();
    const other = await newSession();
    expect(await sessions.isActive(sessionId)).toBe(true);
    await sessions.revoke(sessionId);
    expect(await sessions.isActive(sessionId)).toBe(false);
    expect(await sessions.isActive(other)).toBe(true);
    expect(await sessions.isActive(randomUUID())).toBe(false);
  });

  it('keeps the first revocation’s time when a session is revoked again', async () => {
    const sessionId = await newSession();
    await sessions.revoke(sessionId);
    const first = await revokedAt(sessionId);
    expect(first).toEqual(expect.any(Date));
    await sessions.revoke(sessionId);
    expect(await revokedAt(sessionId)).toEqual(first);
  });
});
