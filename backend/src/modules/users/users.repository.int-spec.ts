import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openTestDatabase, seedEvent, seedMember, seedUser } from '../../../test/support/test-database';
import { type CoreProfile, type NewAccount, UsersRepository } from './users.repository';

const PROFILE: CoreProfile = {
  displayName: 'Pat Profile',
  bio: 'Hikes',
  location: 'Lisbon',
  timezone: 'Europe/Lisbon',
  phoneNumber: '+351 000',
  venmoUsername: 'pat',
  instagramHandle: 'pat.ig',
  twitterHandle: 'pat_tw',
  linkedinUrl: 'https://linkedin.example/pat',
  website: 'https://pat.example',
  emergencyContactName: 'Sam',
  emergencyContactPhone: '+351 111',
  dietaryRestrictions: ['vegetarian'],
  allergies: ['peanuts', 'shellfish'],
  profilePrivacy: 'public',
};

describe('UsersRepository', () => {
  let db: DataSource;
  let users: UsersRepository;

  const account = (fields: Partial<NewAccount> = {}): NewAccount => ({
    googleSubject: randomUUID(),
    email: `${randomUUID()}@example.test`,
    displayName: 'Nina New',
    photoURL: null,
    subscriptionTier: 'free',
    subscriptionStatus: 'free',
    ...fields,
  });

  beforeAll(async () => {
    db = await openTestDatabase();
    users = new UsersRepository(db);
  });
  afterAll(() => db.destroy());

  it('creates an account on first sign-in and follows the provider’s e-mail afterwards, keeping what was set', async () => {
    const first = account({ subscriptionTier: 'paid', subscriptionStatus: 'active' });
    const created = await users.upsertBySubject(first);
    expect(created).toMatchObject({
      googleSubject: first.googleSubject,
      email: first.email,
      displayName: 'Nina New',
      subscriptionTier: 'paid',
      dietaryRestrictions: [],
      lastLoginAt: expect.any(Date),
    });

    const again = await users.upsertBySubject({
      ...first,
      email: `${randomUUID()}@example.test`,
      displayName: 'Provider Name',
      photoURL: 'https://photos.example/1.jpg',
      subscriptionTier: 'free',
    });
    expect(again).toMatchObject({
      id: created.id,
      displayName: 'Nina New',
      photoURL: 'https://photos.example/1.jpg',
      subscriptionTier: 'paid',
    });
    expect(again.email).not.toBe(first.email);
    const later = await users.upsertBySubject({ ...first, photoURL: 'https://photos.example/2.jpg' });
    expect(later.photoURL).toBe('https://photos.example/1.jpg');
  });

  it('reads a user with every column, the date of birth as YYYY-MM-DD text', async () => {
    const { id } = await seedUser(db, 'Dee Birthday');
    await db.query(`UPDATE users SET "dateOfBirth" = '1990-04-05' WHERE id = $1`, [id]);
    const user = await users.findById(id);
    expect(user).toMatchObject({
      id,
      displayName: 'Dee Birthday',
      dateOfBirth: '1990-04-05',
      profilePrivacy: 'friends',
    });
    expect(Object.keys(user!)).toHaveLength(28);
    expect(await users.findById(randomUUID())).toBeUndefined();
  });

  it("finds no deleted account's tombstone", async () => {
    const { id } = await seedUser(db);
    await db.query(`UPDATE users SET "deletedAt" = now(), "disabledAt" = now() WHERE id = $1`, [id]);
    expect(await users.findById(id)).toBeUndefined();
  });

  it('replaces the core profile and records a login, each moving updatedAt', async () => {
    const { id } = await seedUser(db);
    await db.query(`UPDATE users SET "updatedAt" = now() - interval '1 day' WHERE id = $1`, [id]);
    const before = (await users.findById(id))!;
    await users.replaceCoreProfile(id, PROFILE);
    const replaced = (await users.findById(id))!;
    expect(replaced).toMatchObject(PROFILE);
    expect(replaced.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    expect(replaced.lastLoginAt).toBeNull();
    await users.recordLogin(id);
    expect((await users.findById(id))!.lastLoginAt).toEqual(expect.any(Date));
  });

  it('knows whether two users are members of one event', async () => {
    const [a, b, c] = await Promise.all([seedUser(db), seedUser(db), seedUser(db)]);
    const eventId = await seedEvent(db, a!.id);
    await seedMember(db, eventId, b!.id, 'attendee');
    await seedEvent(db, c!.id);
    expect(await users.shareAnEvent(a!.id, b!.id)).toBe(true);
    expect(await users.shareAnEvent(b!.id, a!.id)).toBe(true);
    expect(await users.shareAnEvent(a!.id, c!.id)).toBe(false);
  });

  it('changes a plan by e-mail, clearing its expiry, and answers the plan it replaced', async () => {
    const user = await seedUser(db);
    await db.query(`UPDATE users SET "subscriptionExpiresAt" = now() - interval '1 day' WHERE id = $1`, [user.id]);
    expect(await users.setSubscriptionTier(user.email, 'paid', 'active')).toEqual({
      userId: user.id,
      previousTier: 'free',
    });
    expect(await users.findById(user.id)).toMatchObject({
      subscriptionTier: 'paid',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: null,
    });
    expect(await users.setSubscriptionTier('nobody@example.test', 'paid', 'active')).toBeUndefined();
  });

  it('applies concurrent plan changes one after another: each reports the plan the previous one set', async () => {
    const user = await seedUser(db);
    const tiers = Array.from({ length: 10 }, (_, i) => ['paid', 'enterprise', 'free'][i % 3]!);
    const changes = await Promise.all(tiers.map((tier) => users.setSubscriptionTier(user.email, tier, 'active')));
    const final = (await users.findById(user.id))!.subscriptionTier;
    // In some order, each change replaced the plan the one before it set: what they replaced is the first
    // plan and every change's plan but the last one.
    const replaced = ['free', ...tiers];
    replaced.splice(replaced.lastIndexOf(final), 1);
    expect(changes.map((change) => change!.previousTier).sort()).toEqual(replaced.sort());
  });
});
